import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { CreateBucketCommand, ListBucketsCommand, S3Client } from '@aws-sdk/client-s3';
import { fromRoot } from '../../src/config/paths';
import type { S3FileStoreOptions } from '../../src/common/files/s3-file-store';
import { tempDir } from './temp-dir';

/** A real S3 server on loopback: versitygw (built by `make setup`) serving a temporary POSIX directory. */
export interface TestS3Server {
  /** Options for an S3FileStore on a fresh bucket of this server. */
  options: S3FileStoreOptions & { endpoint: string };
  /** The same, as the app's settings. */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

const ACCESS_KEY = 'ivy-test-access';
const SECRET_KEY = 'ivy-test-secret-key';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function answers(client: S3Client, child: ChildProcess, bin: string): Promise<void> {
  let failed: Error | undefined;
  child.once('error', (error) => (failed = error));
  for (;;) {
    if (failed) throw new Error(`versitygw (${bin}) did not start: ${failed.message}. Run make setup.`);
    if (child.exitCode !== null) throw new Error(`versitygw exited with ${child.exitCode}`);
    try {
      await client.send(new ListBucketsCommand({}));
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export async function startS3Server(bucket = 'ivy-files'): Promise<TestS3Server> {
  const bin = process.env.VERSITYGW_BIN ?? fromRoot('.tools', 'bin', 'versitygw');
  const dir = tempDir('ivy-s3-');
  const port = await freePort();
  const child = spawn(bin, ['--port', `127.0.0.1:${port}`, '--quiet', 'posix', dir], {
    env: { ...process.env, ROOT_ACCESS_KEY_ID: ACCESS_KEY, ROOT_SECRET_ACCESS_KEY: SECRET_KEY },
    // Its log says only that it started and stopped; a failure to start shows as its exit code.
    stdio: 'ignore',
  });
  const options = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
  };
  const client = new S3Client(options);
  const stop = async () => {
    client.destroy();
    if (child.pid !== undefined && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    await answers(client, child, bin);
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    await stop();
    throw error;
  }
  const env = {
    FILE_STORE: 's3',
    S3_BUCKET: bucket,
    S3_REGION: options.region,
    S3_ENDPOINT: options.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: SECRET_KEY,
  };
  return { options, env, stop };
}
