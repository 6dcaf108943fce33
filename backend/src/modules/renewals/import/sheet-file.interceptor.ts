import multer from 'multer';
import { fileUploadInterceptor } from '#src/common/http/file-upload';

export const SHEET_FIELD = 'file';
export const SHEET_MAX_BYTES = 25 * 1024 * 1024;

/**
 * Reads the uploaded sheet into memory, after the guards have admitted the caller, and stops at 25 MB;
 * the dry run then keeps it in the file store, where any instance can import it.
 */
export const SheetFileInterceptor = fileUploadInterceptor({
  field: SHEET_FIELD,
  maxBytes: SHEET_MAX_BYTES,
  tooLarge: () => 'This file is larger than 25 MB. Please split it into smaller files.',
  oneFile: `Send one CSV or Excel file, in the field "${SHEET_FIELD}".`,
  otherFields: { count: 2 },
  // Kept in memory (within the limit above) and then put into the file store by the import.
  storage: () => multer.memoryStorage(),
});
