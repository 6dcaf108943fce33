import express, { type NextFunction, type Request, type Response } from 'express';
import { precompressedFiles } from './precompressed';

const YEAR = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600';

/** The build's content-hashed files: a new build writes new names, so a copy never goes stale. */
const HASHED = /^\/assets\//;

/** Scripts and stylesheets: never shown as a page, so a page's own security headers do nothing on them. */
const SUBRESOURCE = /\.(m?js|css)$/i;

/**
 * Headers that only a document (or a worker) heeds. The security middleware sets them on every answer;
 * a phone fetches 5 to 20 scripts and stylesheets before a page paints, and these are about 500 bytes
 * of each one's headers (which HTTP/1.1 sends uncompressed). X-Content-Type-Options, CORP and the
 * referrer policy stay: the browser applies them to scripts and stylesheets too.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/**
 * The built SPA's files. Hashed ones are cached for a year without revalidation (no ETag or
 * Last-Modified to check: a changed file has a new name), scripts and stylesheets among them without
 * the document-only headers; the others (favicon, images) for an hour. Each goes as the build's brotli
 * or gzip copy when the browser takes one.
 */
export function staticFiles(distDir: string) {
  const hashed = express.static(distDir, {
    index: false,
    etag: false,
    lastModified: false,
    acceptRanges: false,
    setHeaders: (res, file) => {
      res.setHeader('Cache-Control', YEAR);
      if (SUBRESOURCE.test(file.replace(/\.(br|gz)$/, '')))
        for (const header of DOCUMENT_ONLY_HEADERS) res.removeHeader(header);
    },
  });
  const other = express.static(distDir, {
    index: false,
    setHeaders: (res) => res.setHeader('Cache-Control', HOUR),
  });
  const serve = (req: Request, res: Response, next: NextFunction) =>
    (HASHED.test(req.path) ? hashed : other)(req, res, next);
  return precompressedFiles(distDir, serve);
}
