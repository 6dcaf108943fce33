import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Most compact first: the first one the browser accepts is sent. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The site paths ('/assets/index-abc.js') of the files the build wrote each compressed copy for. */
export function precompressedPaths(distDir: string): Map<string, Set<string>> {
  const byEncoding = new Map<string, Set<string>>(ENCODINGS.map(({ name }) => [name, new Set()]));
  for (const file of readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
    const encoding = ENCODINGS.find(({ suffix }) => file.endsWith(suffix));
    if (!encoding) continue;
    const sitePath = `/${file.slice(0, -encoding.suffix.length).split(path.sep).join('/')}`;
    byEncoding.get(encoding.name)?.add(sitePath);
  }
  return byEncoding;
}

/**
 * Serves the build's own compressed copy of a file (frontend/vite-plugins/precompress.ts) when the
 * browser accepts its encoding: brotli at quality 11 is about 15% smaller than what the compression
 * middleware can afford per request, and costs no CPU per request. `serveFile` (express.static over the
 * build) sends the copy, with the original's type and cache headers; the compression middleware leaves a
 * response that already has a Content-Encoding alone. Anything else goes to `serveFile` unchanged.
 */
export function precompressedFiles(distDir: string, serveFile: RequestHandler): RequestHandler {
  const available = precompressedPaths(distDir);
  return (req: Request, res: Response, next: NextFunction) => {
    res.vary('Accept-Encoding');
    // Ours, not the browser's order: Chrome lists 'gzip, deflate, br, zstd', and the smaller copy wins.
    const encoding = ENCODINGS.find(
      ({ name }) => available.get(name)?.has(req.path) && req.acceptsEncodings(name) === name,
    );
    if (!encoding) return serveFile(req, res, next);
    const originalUrl = req.url;
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', encoding.name);
    req.url = `${req.path}${encoding.suffix}${originalUrl.slice(req.path.length)}`;
    // A copy deleted since start-up: the original, as if there had never been one.
    return serveFile(req, res, () => {
      req.url = originalUrl;
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      serveFile(req, res, next);
    });
  };
}
