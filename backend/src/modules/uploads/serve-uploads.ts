import express, { RequestHandler } from 'express';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves the uploaded files. Every name is a content hash, so a file never changes and may be
 * cached for a year as immutable; names that are not ours (dotfiles, partial writes) are never served.
 */
export function serveUploads(dir: string): RequestHandler {
  return express.static(dir, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    immutable: true,
    maxAge: ONE_YEAR_MS,
  });
}
