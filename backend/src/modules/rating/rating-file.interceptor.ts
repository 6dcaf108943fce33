import { fileUploadInterceptor } from '../../common/http/file-upload';
import { RATING_TABLE_FILE_BYTES } from './rating-tables.service';

export const RATING_FILE_FIELD = 'file';

/** Reads the rating table's .json file into memory, after the guards have admitted the caller. */
export const RatingFileInterceptor = fileUploadInterceptor({
  field: RATING_FILE_FIELD,
  maxBytes: RATING_TABLE_FILE_BYTES,
  tooLarge: (bytes) => `This file is larger than ${bytes / 1024} KB, far more than a rating table.`,
  oneFile: `Send one .json file, in the field "${RATING_FILE_FIELD}".`,
});
