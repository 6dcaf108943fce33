import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { tempDir } from '../../test/harness/temp-dir';
import { staticFiles } from './static-files';

describe('the built SPA files', () => {
  let dist: string;
  let app: express.Express;

  beforeAll(() => {
    dist = tempDir('ivy-dist-');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'export const a = 1;\n');
    writeFileSync(path.join(dist, 'assets', 'app-abc.css'), 'body{margin:0}');
    writeFileSync(path.join(dist, 'assets', 'art-abc.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = express();
    app.use(helmet());
    app.use(staticFiles(dist));
  });

  it.each(['/assets/app-abc.js', '/assets/app-abc.css'])(
    'sends %s cached for a year, without revalidation or the headers only a page heeds',
    async (file) => {
      const res = await request(app).get(file).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers).not.toHaveProperty('etag');
      expect(res.headers).not.toHaveProperty('last-modified');
      expect(res.headers).not.toHaveProperty('content-security-policy');
      expect(res.headers).not.toHaveProperty('x-frame-options');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    },
  );

  it('keeps the page headers on a hashed picture, which a browser can open as a page', async () => {
    const res = await request(app).get('/assets/art-abc.svg').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('caches a file without a hash in its name for an hour, revalidated by its ETag', async () => {
    const res = await request(app).get('/favicon.svg').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    await request(app).get('/favicon.svg').set('If-None-Match', res.headers['etag']).expect(304);
  });
});
