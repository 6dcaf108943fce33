import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface EmbeddedFerretDbOptions {
  binary: string;
  dataDir: string;
  port: number;
  host?: string;
  startTimeoutMs?: number;
}

export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}

const OUTPUT_TAIL = 4000;
/**
 * Go's garbage collector at its default (GOGC=100) took about a fifth of FerretDB's time when
 * pricing quotes: each read decodes a whole document, so it allocates a lot and keeps little. A
 * higher target runs it a quarter as often; the memory limit brings it back when the heap grows.
 * The environment overrides either.
 */
const goMemoryDefaults = { GOGC: '400', GOMEMLIMIT: '256MiB' };

export function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Asks the OS for a free loopback port (tests run several databases side by side). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The one launcher of the embedded database: FerretDB with its SQLite handler, on loopback,
 * telemetry off, data under `dataDir`. Used by the app (when MONGODB_URI is unset) and by the tests.
 */
export class EmbeddedFerretDb {
  private output = '';
  private exited: Promise<number | null>;

  private constructor(
    private readonly child: ChildProcess,
    readonly host: string,
    readonly port: number,
  ) {
    const collect = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-OUTPUT_TAIL);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  get uri(): string {
    return `mongodb://${this.host}:${this.port}/`;
  }

  static async start(options: EmbeddedFerretDbOptions): Promise<EmbeddedFerretDb> {
    const host = options.host ?? '127.0.0.1';
    if (!existsSync(options.binary)) {
      throw new EmbeddedDatabaseError(
        `The embedded database is not built (${options.binary} is missing). Run 'make setup', ` +
          `or set MONGODB_URI to use a MongoDB you run, or 'docker compose up'.`,
      );
    }
    if (await canConnect(host, options.port)) {
      throw new EmbeddedDatabaseError(
        `Port ${options.port} on ${host} is already in use: another database or a previous run is still ` +
          `listening. Stop it, or set FERRETDB_PORT to a free port.`,
      );
    }
    mkdirSync(options.dataDir, { recursive: true });
    const child = spawn(
      options.binary,
      [
        '--handler=sqlite',
        // WAL with synchronous NORMAL: a crash of the app or of the database loses nothing and never
        // corrupts; only a power cut may lose the last commits. Every write costs half the time (no
        // fsync per commit), which matters where concurrent logins, webhooks and imports all write.
        `--sqlite-url=file:${options.dataDir.replace(/\/?$/, '/')}?_pragma=synchronous(normal)`,
        `--state-dir=${options.dataDir}`,
        `--listen-addr=${host}:${options.port}`,
        '--debug-addr=-',
        '--telemetry=disable',
        '--log-level=warn',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...goMemoryDefaults, ...process.env } },
    );
    const db = new EmbeddedFerretDb(child, host, options.port);
    await db.waitUntilReady(options.startTimeoutMs ?? 30_000);
    return db;
  }

  private async waitUntilReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let exitCode: number | null | undefined;
    void this.exited.then((code) => (exitCode = code));
    while (Date.now() < deadline) {
      if (exitCode !== undefined) {
        throw new EmbeddedDatabaseError(`FerretDB exited (code ${exitCode}) while starting:\n${this.output}`);
      }
      if (await canConnect(this.host, this.port)) return;
      await sleep(100);
    }
    await this.stop();
    throw new EmbeddedDatabaseError(`FerretDB did not answer within ${timeoutMs} ms:\n${this.output}`);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const timedOut = Symbol('timeout');
    const giveUp = new AbortController();
    const result = await Promise.race([
      this.exited,
      sleep(5000, timedOut, { signal: giveUp.signal }).catch(() => undefined),
    ]);
    giveUp.abort();
    if (result === timedOut) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
  }
}
