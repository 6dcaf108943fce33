// Starts a FerretDB binary (SQLite handler) on a free loopback port over a data directory, for the
// engine's own checks: the upgrade check and the differential fuzzer.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
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
