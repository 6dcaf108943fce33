// `make sdk-example`: the packed SDK as an integrator gets it. Installs the tarball of `make sdk` into an
// empty folder, starts the built app as `make run` does (scripts/lib/app-process.mjs), creates two API keys
// with `make api-key`'s CLI, and runs examples/ against it: with renewals:write the import round trip
// succeeds; with renewals:read alone the import is refused with a 403 naming renewals:write. The webhook
// receiver takes a delivery signed as Standard Webhooks says and refuses a tampered one. And a POST whose
// answer is lost on the way back is retried with its Idempotency-Key and creates one import, not two.
import { execFileSync, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, ROOT, startBuiltApp } from './lib/app-process.mjs';

const examples = path.join(ROOT, 'examples');

/** @param {boolean} ok @param {string} what */
function check(ok, what) {
  if (!ok) throw new Error(`sdk-example: ${what}`);
  console.log(`sdk-example: ${what}`);
}

/** Runs a node script in `cwd` to its end. @returns {Promise<{ code: number | null, out: string, err: string }>} */
async function runNode(
  /** @type {string[]} */ args,
  /** @type {string} */ cwd,
  /** @type {NodeJS.ProcessEnv} */ env,
) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env } });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  const [code] = await once(child, 'exit');
  return { code, out, err };
}

function packedSdk() {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'sdk.mjs')], { stdio: 'inherit' });
  const dir = path.join(ROOT, 'build', 'sdk');
  const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('make sdk made no tarball');
  return path.join(dir, tarball);
}

/** An empty folder with nothing but the SDK installed from its tarball, and the examples. */
function integratorFolder(/** @type {string} */ tarball) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ivy-sdk-example-'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', tarball], {
    cwd: dir,
    stdio: 'inherit',
  });
  for (const name of readdirSync(examples)) copyFileSync(path.join(examples, name), path.join(dir, name));
  return dir;
}

/** A key made by `make api-key`'s CLI beside the running app (the same data folder and database). */
async function apiKey(
  /** @type {import('./lib/app-process.mjs').BuiltApp} */ app,
  /** @type {string} */ scopes,
) {
  const port = new URL(app.databaseUri).port;
  const { code, out, err } = await runNode(
    [
      path.join(ROOT, 'backend', 'dist', 'cli', 'create-api-key.js'),
      '--name',
      `SDK example (${scopes})`,
      '--scopes',
      scopes,
    ],
    ROOT,
    { DATA_DIR: app.dataDir, ...(process.env.MONGODB_URI ? {} : { FERRETDB_PORT: port }), LOG_LEVEL: 'warn' },
  );
  const key = /^ivy_\S+$/m.exec(out)?.[0];
  if (code !== 0 || !key) throw new Error(`make api-key failed (${code}): ${out}${err}`);
  return key;
}

/** The installed SDK's createClient over a connection that loses the answer to the first POST. */
async function checkRetryCreatesOnce(
  /** @type {string} */ dir,
  /** @type {string} */ baseUrl,
  /** @type {string} */ key,
) {
  const sdk = await import(
    pathToFileURL(path.join(dir, 'node_modules', '@ivy', 'api-client', 'dist', 'sdk.js')).href
  );
  /** @type {{ key: string | null, replayed: string | null }[]} */
  const posts = [];
  const lossy = async (/** @type {Request} */ request) => {
    const response = await fetch(request);
    if (request.method !== 'POST') return response;
    posts.push({
      key: request.headers.get('Idempotency-Key'),
      replayed: response.headers.get('Idempotent-Replayed'),
    });
    if (posts.length === 1) throw new TypeError('the connection dropped after the server had answered');
    return response;
  };
  const ivy = sdk.createClient({ baseUrl, apiKey: key, retries: 2, baseDelayMs: 0, fetch: lossy });
  const imports = async () => (await ivy.get('/api/v1/renewals/imports')).total_items;
  const before = await imports();
  await ivy.post('/api/v1/renewals/imports', {
    body: { file: '' },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', new Blob([readFileSync(path.join(examples, 'renewals.csv'))]), 'renewals.csv');
      return form;
    },
  });
  check(
    posts.length === 2 &&
      posts[0].key !== null &&
      posts[1].key === posts[0].key &&
      posts[1].replayed === 'true',
    'a POST whose answer was lost is sent again with the same Idempotency-Key and answered from the first',
  );
  check((await imports()) === before + 1, 'and the upload is recorded once');
}

async function checkWebhookReceiver(/** @type {string} */ dir) {
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const port = await freePort();
  const receiver = spawn(process.execPath, ['webhook-receiver.mjs'], {
    cwd: dir,
    env: { ...process.env, IVY_WEBHOOK_SECRET: secret, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await once(receiver.stdout, 'data');
    const body = JSON.stringify({ type: 'renewal.imported', timestamp: new Date().toISOString(), data: {} });
    const id = 'msg_sdk_example';
    const timestamp = Math.floor(Date.now() / 1000);
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
    const send = (/** @type {string} */ payload) =>
      fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: {
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': `v1,${signature}`,
        },
        body: payload,
      });
    check((await send(body)).status === 204, 'the webhook receiver accepts a signed delivery');
    check((await send(body.replace('renewal', 'policy'))).status === 400, 'and refuses a tampered one');
  } finally {
    receiver.kill();
  }
}

const tarball = packedSdk();
const dir = integratorFolder(tarball);
const app = await startBuiltApp();
try {
  const env = { IVY_BASE_URL: app.baseUrl };
  const writer = await apiKey(app, 'renewals:read,renewals:write,quotes:read');
  const full = await runNode(['renewals-import.mjs'], dir, { ...env, IVY_API_KEY: writer });
  process.stdout.write(full.out);
  check(
    full.code === 0 && /Import completed/.test(full.out) && /Errors CSV: [1-9]\d* problem/.test(full.out),
    'with renewals:write the example imports the file, waits for it and downloads its errors CSV',
  );
  const reader = await apiKey(app, 'renewals:read');
  const refused = await runNode(['renewals-import.mjs'], dir, { ...env, IVY_API_KEY: reader });
  process.stdout.write(refused.err);
  check(
    refused.code === 1 && /Refused \(403\): .*renewals:write/.test(refused.err),
    'with renewals:read alone the import is refused with a 403 naming renewals:write',
  );
  await checkRetryCreatesOnce(dir, app.baseUrl, writer);
  await checkWebhookReceiver(dir);
} finally {
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
