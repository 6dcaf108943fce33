import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { tempDir } from '../../test/harness/temp-dir';
import { precompressedFiles, precompressedPaths } from './precompressed';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

describe('precompressed build files', () => {
  let dist: string;
  let app: express.Express;

  beforeAll(() => {
    dist = tempDir('ivy-dist-');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-abc.js'), SCRIPT);
    writeFileSync(path.join(dist, 'assets', 'app-abc.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dist, 'assets', 'app-abc.js.gz'), gzipSync(SCRIPT));
    writeFileSync(path.join(dist, 'assets', 'plain-abc.css'), 'body{margin:0}');
    app = express();
    app.use(compression());
    app.use(
      precompressedFiles(
        dist,
        express.static(dist, {
          setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
        }),
      ),
    );
  });

  /** The bytes as sent: supertest and fetch would decompress them. */
  const get = (file: string, acceptEncoding: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const server = app.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        http
          .get(
            { port, host: '127.0.0.1', path: file, headers: { 'Accept-Encoding': acceptEncoding } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => {
                server.close();
                resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
              });
            },
          )
          .on('error', reject);
      });
    });

  it('finds the compressed copies the build wrote', () => {
    const found = precompressedPaths(dist);
    expect([...(found.get('br') ?? [])]).toEqual(['/assets/app-abc.js']);
    expect([...(found.get('gzip') ?? [])]).toEqual(['/assets/app-abc.js']);
  });

  it('sends the brotli copy to a browser that takes brotli, typed and cached as the original', async () => {
    // Chrome's own order.
    const res = await get('/assets/app-abc.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toContain('Accept-Encoding');
    expect(res.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one taking neither', async () => {
    const gzipped = await get('/assets/app-abc.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.equals(gzipSync(SCRIPT))).toBe(true);

    const plain = await get('/assets/app-abc.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('leaves a file without copies to the file server and its on-the-fly compression', async () => {
    const res = await get('/assets/plain-abc.css', 'br');
    expect(res.headers['content-type']).toContain('text/css');
    expect(res.body.toString()).toBe('body{margin:0}');
  });

  it('serves the original when a copy has gone since start-up', async () => {
    const gone = path.join(dist, 'assets', 'app-abc.js.br');
    rmSync(gone);
    try {
      // Compressed on the fly instead.
      const res = await get('/assets/app-abc.js', 'br');
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.status).toBe(200);
      expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    } finally {
      writeFileSync(gone, brotliCompressSync(SCRIPT));
    }
  });
});
