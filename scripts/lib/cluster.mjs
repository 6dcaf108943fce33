// Several instances on one machine, as `make test-cluster` and `make bench` run them: one embedded
// database, an S3 server (versitygw) when its binary is there, N app instances on their own ports and data
// directories, and HAProxy in front (round robin, no stickiness, health checks on /api/v1/health).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ROOT, startBuiltApp, waitForOk } from './app-process.mjs';

const require = createRequire(import.meta.url);

/**
 * @typedef {{ name: string, url: string, pid: number | undefined, dataDir: string, kill: (signal?: NodeJS.Signals) => void, stop: () => Promise<void> }} Instance
 * @typedef {{ balancerUrl: string, databaseUri: string, instances: Instance[], fileStore: 's3' | 'local', stop: () => Promise<void> }} Cluster
 */

/**
 * Starts a child process; `stop` ends it with SIGTERM and waits.
 * @param {string} command
 * @param {string[]} args
 */
function child(command, args) {
  const process_ = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  let exited = false;
  process_.once('exit', () => (exited = true));
  return {
    process: process_,
    exited: () => exited,
    stop: async () => {
      if (exited) return;
      process_.kill('SIGTERM');
      await once(process_, 'exit');
    },
  };
}

/**
 * @param {number} port
 * @param {{ name: string, port: number }[]} servers
 */
function haproxyConfig(port, servers) {
  return `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  # A busy instance answers its health check late, not never: under load on two cores checks took over the
  # default 500 ms (inter) and took live instances out of rotation. A dead one still goes at once: its
  # connection is refused.
  timeout check 5s
  option forwardfor
  # A request that could not reach an instance is sent to the other.
  retries 2
  option redispatch

frontend site
  bind 127.0.0.1:${port}
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /api/v1/health
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
  # Which instance answered, so that a test can reach "the other" one.
  http-response set-header X-Served-By %s
${servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`).join('\n')}
`;
}

/** versitygw serving a directory as S3 on loopback, with its bucket, when the binary is installed. */
/** @param {string} workDir */
async function startObjectStore(workDir) {
  const binary = process.env.VERSITYGW_BIN ?? path.join(ROOT, '.tools', 'bin', 'versitygw');
  if (!existsSync(binary)) return undefined;
  const port = await freePort();
  const dir = path.join(workDir, 's3');
  mkdirSync(dir, { recursive: true });
  const credentials = { accessKeyId: 'cluster-access', secretAccessKey: randomBytes(18).toString('hex') };
  const server = child(binary, [
    '--access',
    credentials.accessKeyId,
    '--secret',
    credentials.secretAccessKey,
    '--port',
    `127.0.0.1:${port}`,
    'posix',
    dir,
  ]);
  const endpoint = `http://127.0.0.1:${port}`;
  const { S3Client, CreateBucketCommand } = require(
    require.resolve('@aws-sdk/client-s3', { paths: [path.join(ROOT, 'backend')] }),
  );
  // versitygw serves its own region (us-east-1 unless told): a bucket asked for in another is refused (400).
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await client.send(new CreateBucketCommand({ Bucket: 'ivy-cluster' }));
      break;
    } catch (error) {
      if (server.exited() || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    env: {
      FILE_STORE: 's3',
      S3_BUCKET: 'ivy-cluster',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    stop: server.stop,
  };
}

/**
 * @param {{ instances?: number, logLevel?: string, env?: Record<string, string> }} [options]
 * @returns {Promise<Cluster>}
 */
export async function startCluster(options = {}) {
  const count = options.instances ?? 2;
  const workDir = mkdtempSync(path.join(tmpdir(), 'ivy-cluster-'));
  // Undone in reverse: the work directory (database, S3 files, HAProxy's config) goes last.
  /** @type {(() => Promise<void>)[]} */
  const stops = [() => rm(workDir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const { EmbeddedFerretDb } = require(
      path.join(ROOT, 'backend', 'dist', 'database', 'embedded-ferretdb.js'),
    );
    const database = await EmbeddedFerretDb.start({
      binary: process.env.FERRETDB_BIN ?? path.join(ROOT, '.tools', 'bin', 'ferretdb'),
      dataDir: path.join(workDir, 'ferretdb'),
      port: await freePort(),
    });
    stops.push(() => database.stop());
    const databaseUri = `${database.uri}ivy`;
    const objectStore = await startObjectStore(workDir);
    if (objectStore) stops.push(objectStore.stop);

    const balancerPort = await freePort();
    const balancerUrl = `http://127.0.0.1:${balancerPort}`;
    // What every instance must share: the database, the files, and the keys one writes and another reads.
    const shared = {
      MONGODB_URI: databaseUri,
      APP_URL: balancerUrl,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      SANDBOX_SIGNING_SECRET: randomBytes(32).toString('base64'),
      ...objectStore?.env,
      ...options.env,
    };
    /** @type {Instance[]} */
    const instances = [];
    for (let i = 1; i <= count; i++) {
      // The first seeds the demo content (and the administrator); the others find it seeded.
      const app = await startBuiltApp({
        env: { ...shared, SEED_DEMO: i === 1 ? 'true' : 'false' },
        logLevel: options.logLevel,
      });
      stops.push(app.stop);
      instances.push({
        name: `app${i}`,
        url: app.baseUrl,
        pid: app.pid,
        dataDir: app.dataDir,
        kill: (signal = 'SIGKILL') => app.pid && process.kill(app.pid, signal),
        stop: app.stop,
      });
    }

    const config = path.join(workDir, 'haproxy.cfg');
    const servers = instances.map((instance) => ({
      name: instance.name,
      port: Number(new URL(instance.url).port),
    }));
    writeFileSync(config, haproxyConfig(balancerPort, servers));
    const balancer = child('haproxy', ['-f', config, '-db']);
    stops.push(balancer.stop);
    await waitForOk(`${balancerUrl}/api/v1/health`, 15_000, balancer.exited);
    return { balancerUrl, databaseUri, instances, fileStore: objectStore ? 's3' : 'local', stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
