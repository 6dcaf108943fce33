// Starts the built app (backend/dist + frontend/dist) as its own process on free ports, with a
// fresh embedded database, the way `make run` does; used by the browser tests and the benchmarks.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @returns {Promise<number>} a free loopback port */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(address.port));
    });
  });
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 * @param {() => boolean} [gaveUp] stops waiting early (e.g. the process exited)
 */
export async function waitForOk(url, timeoutMs, gaveUp = () => false) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error(`Stopped waiting for ${url}: the process exited (see its output above).`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * @typedef {{ baseUrl: string, databaseUri: string, dataDir: string, pid: number | undefined, stop: () => Promise<void> }} BuiltApp
 * `databaseUri` is the embedded database of the app (for seeding data directly); `dataDir` holds
 * its generated secrets, e.g. `secrets/admin-credentials.txt`, and its embedded database: `stop`
 * deletes it (a year of data is gigabytes), unless the caller gave its own `DATA_DIR`.
 */

/**
 * @param {{ env?: Record<string, string>, logLevel?: string }} [options]
 * @returns {Promise<BuiltApp>}
 */
export async function startBuiltApp(options = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const databasePort = await freePort();
  const ownDataDir = options.env?.DATA_DIR === undefined;
  const dataDir = options.env?.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'ivy-app-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'backend', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseUrl,
      FERRETDB_PORT: String(databasePort),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      // A test or benchmark app is a demo, also on a MongoDB given by MONGODB_URI (which then needs a key).
      ALLOW_DEMO_PROVIDERS: 'true',
      ...(process.env.MONGODB_URI && !process.env.ENCRYPTION_KEY
        ? { ENCRYPTION_KEY: randomBytes(32).toString('base64') }
        : {}),
      LOG_LEVEL: options.logLevel ?? 'warn',
      // As `make run` and the Dockerfile: argon2id's 19 MiB per check must not stay in a glibc arena per thread.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      // As `make run` and the Dockerfile: V8 sizes the young generation from the host's memory (64 MB
      // semi-spaces on 24 GiB), so a dashboard's burst of short-lived rows grew the app by 190 MB.
      NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=16'].filter(Boolean).join(' '),
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${baseUrl}/api/v1/health`, 60_000, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    databaseUri:
      options.env?.MONGODB_URI ?? process.env.MONGODB_URI ?? `mongodb://127.0.0.1:${databasePort}/ivy`,
    dataDir,
    pid: child.pid,
    stop,
  };
}
