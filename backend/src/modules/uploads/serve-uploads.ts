import type { RequestHandler } from 'express';
import type { FileStore } from '../../common/files/file-store';
import { serveStoredFiles } from '../../common/files/serve-stored-files';
import type { AppConfig } from '../../config/app-config';
import { UPLOADS_KEY_PREFIX } from '../../common/files/upload-urls';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the uploaded files from the file store. Every name is a content hash, so a file never
 * changes and may be cached for a year as immutable.
 */
export function serveUploads(store: FileStore, config: AppConfig): RequestHandler {
  return serveStoredFiles(store, {
    prefix: UPLOADS_KEY_PREFIX,
    delivery: config.UPLOADS_DELIVERY,
    publicUrl: config.FILES_PUBLIC_URL,
    maxAgeSeconds: ONE_YEAR_SECONDS,
  });
}
