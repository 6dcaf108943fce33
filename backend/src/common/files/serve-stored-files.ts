import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from './file-store';
import { matchesEntityTag, requestedRange } from './http-ranges';

export interface ServeStoredFilesOptions {
  /** Where the mounted path's files are in the store, e.g. `uploads`. */
  prefix: string;
  /** `app` streams from the store; `redirect` sends the browser to `publicUrl`/prefix/name. */
  delivery: 'app' | 'redirect';
  publicUrl?: string;
  maxAgeSeconds: number;
}

/** File names a URL may ask for: one path segment, not a dotfile (partial writes are dotfiles). */
const SERVABLE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
};

/** The content type a file's extension implies (for stores that keep none, and for copies into S3). */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Serves files of one store prefix whose names never change content (uploads are named after their
 * hash), so each may be cached as immutable. Streams from the store with an entity tag, `304` for a
 * matching `If-None-Match` and one byte range per request; or redirects to the store's public address.
 * A name the store does not have falls through to the next handler (the 404 envelope).
 */
export function serveStoredFiles(store: FileStore, options: ServeStoredFilesOptions): RequestHandler {
  const cacheControl = `public, max-age=${options.maxAgeSeconds}, immutable`;
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const name = decodedName(request.path);
    if (!name) return next();
    const key = `${options.prefix}/${name}`;
    if (options.delivery === 'redirect') {
      response.setHeader('Cache-Control', 'public, max-age=3600');
      return response.redirect(302, `${(options.publicUrl ?? '').replace(/\/$/, '')}/${key}`);
    }
    send(store, key, request, response, cacheControl).then(
      (found) => (found ? undefined : next()),
      (error: unknown) => (response.headersSent ? response.destroy() : next(error)),
    );
  };
}

async function send(
  store: FileStore,
  key: string,
  request: Request,
  response: Response,
  cacheControl: string,
): Promise<boolean> {
  const info = await store.stat(key);
  if (!info) return false;
  const etag = `"${info.etag}"`;
  response.setHeader('ETag', etag);
  response.setHeader('Last-Modified', info.lastModified.toUTCString());
  response.setHeader('Cache-Control', cacheControl);
  response.setHeader('Accept-Ranges', 'bytes');
  response.setHeader('Content-Type', contentTypeOf(key));
  if (matchesEntityTag(request.get('If-None-Match'), etag)) {
    response.status(304).end();
    return true;
  }
  const ifRange = request.get('If-Range');
  const range = ifRange && ifRange !== etag ? undefined : requestedRange(request.get('Range'), info.size);
  if (range === 'unsatisfiable') {
    response.setHeader('Content-Range', `bytes */${info.size}`);
    response.status(416).end();
    return true;
  }
  const length = range ? range.end - range.start + 1 : info.size;
  response.status(range ? 206 : 200);
  response.setHeader('Content-Length', String(length));
  if (range) response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  if (request.method === 'HEAD') {
    response.end();
    return true;
  }
  const opened = await store.open(key, range);
  // Deleted between the two calls: nothing has been sent yet, so it is a plain miss.
  if (!opened) {
    response.removeHeader('Content-Length');
    return false;
  }
  try {
    await pipeline(opened.body, response);
  } catch (error) {
    // The browser went away (a closed tab, a cancelled image): there is nobody to answer.
    if (!response.destroyed) throw error;
  }
  return true;
}

function decodedName(path: string): string | undefined {
  try {
    const name = decodeURIComponent(path.replace(/^\//, ''));
    return SERVABLE_NAME.test(name) ? name : undefined;
  } catch {
    return undefined;
  }
}
