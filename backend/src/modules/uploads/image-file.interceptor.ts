import { fileUploadInterceptor, sizeInWords } from '../../common/http/file-upload';

/** The multipart part that carries the file. */
export const IMAGE_FIELD = 'image';

/** Reads one image of the multipart body into memory, up to UPLOAD_MAX_BYTES. */
export const ImageFileInterceptor = fileUploadInterceptor({
  field: IMAGE_FIELD,
  maxBytes: (config) => config.UPLOAD_MAX_BYTES,
  tooLarge: (bytes) => `This image is larger than ${sizeInWords(bytes)}. Please upload a smaller one.`,
  oneFile: `Send one image, in the field "${IMAGE_FIELD}".`,
  otherFields: { count: 5, maxBytes: 2048 },
});
