import { mkdirSync } from 'node:fs';
import path from 'node:path';
import multer from 'multer';
import { randomToken } from '../../../common/crypto/tokens';
import { fileUploadInterceptor } from '../../../common/http/file-upload';
import { AppConfig } from '../../../config/app-config';

export const SHEET_FIELD = 'file';
export const SHEET_MAX_BYTES = 25 * 1024 * 1024;

export function importsDir(config: AppConfig): string {
  return path.join(config.DATA_DIR, 'renewal-imports');
}

/**
 * Streams the uploaded sheet to a file of its own under DATA_DIR/renewal-imports (never into
 * memory), after the guards have admitted the caller, and stops at 25 MB.
 */
export const SheetFileInterceptor = fileUploadInterceptor({
  field: SHEET_FIELD,
  maxBytes: SHEET_MAX_BYTES,
  tooLarge: () => 'This file is larger than 25 MB. Please split it into smaller files.',
  oneFile: `Send one CSV or Excel file, in the field "${SHEET_FIELD}".`,
  otherFields: { count: 2 },
  storage: (config) => {
    const dir = importsDir(config);
    mkdirSync(dir, { recursive: true });
    return multer.diskStorage({
      destination: dir,
      filename: (_request, _file, done) => done(null, `${randomToken(12)}.upload`),
    });
  },
});
