// Starts a FerretDB binary (SQLite handler) on a free loopback port over a data directory, for the
// engine's own checks: the upgrade check and the differential fuzzer.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient } from 'mongodb';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {string} binary
 * @param {string} dataDir the SQLite files and the state file
 * @param {{ logLevel?: string, exactTypes?: boolean }} [options] exactTypes: read every value as its BSON
 *   type (an int32 as Int32, a double as Double), as a comparison of answers needs
 */
export async function startFerretDB(binary, dataDir, options = {}) {
  const port = await freePort();
  const child = spawn(
    binary,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${dataDir}/`,
      `--state-dir=${dataDir}`,
      `--listen-addr=127.0.0.1:${port}`,
      '--debug-addr=-',
      '--telemetry=disable',
      `--log-level=${options.logLevel ?? 'info'}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const client = new MongoClient(`mongodb://127.0.0.1:${port}/`, {
    serverSelectionTimeoutMS: 500,
    ...(options.exactTypes ? { promoteValues: false, promoteLongs: false, promoteBuffers: false } : {}),
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${binary} exited while starting:\n${output}`);
    try {
      await client.connect();
      break;
    } catch {
      await sleep(100);
    }
  }
  return {
    client,
    port,
    dataDir,
    output: () => output,
    alive: () => child.exitCode === null,
    async stop() {
      await client.close();
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The patched engine and the unpatched release side by side, for comparing their answers: each over its
 * own directory in a fresh temporary one (named by `prefix`), every value read as its BSON type. `stop`
 * stops both and removes the directory; so does a failure to start either.
 * @param {string} prefix
 * @param {{ patched: string, upstream: string }} binaries
 */
export async function startEnginePair(prefix, binaries) {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  const started = await Promise.allSettled(
    [binaries.patched, binaries.upstream].map((binary, i) => {
      const dir = path.join(root, i === 0 ? 'patched' : 'upstream');
      mkdirSync(dir);
      return startFerretDB(binary, dir, { logLevel: 'error', exactTypes: true });
    }),
  );
  const engines = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    try {
      await Promise.all(engines.map((engine) => engine.stop()));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const [patched, upstream] = engines;
  return { patched, upstream, stop };
}
