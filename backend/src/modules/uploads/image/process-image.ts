import { createHash } from 'node:crypto';
import type sharp from 'sharp';
import { KEY_HEX_LENGTH } from '#src/common/files/upload-urls';
import { detectImageFormat, ImageFormat } from './magic-bytes';
import { variantWidths } from './variant-widths';

/** Larger images are refused before decoding: a small file can unpack into gigabytes of pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

let imageLibrary: Promise<typeof sharp> | undefined;

/**
 * sharp, and the image library under it, load with the first upload rather than at every start of the app
 * or a test. Its cache stays off: each picture is processed once.
 */
function loadImageLibrary(): Promise<typeof sharp> {
  imageLibrary ??= import('sharp').then(({ default: library }) => {
    library.cache(false);
    return library;
  });
  return imageLibrary;
}

export interface ImageVariantFile {
  width: number;
  height: number;
  bytes: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** Names the files: the same picture uploaded twice gives the same key. */
  key: string;
  format: ImageFormat;
  /** The upright size (after EXIF rotation). */
  width: number;
  height: number;
  variants: ImageVariantFile[];
}

/** The file is not an image we serve; the message is for the person who uploaded it. */
export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
}

/**
 * Turns an uploaded file into the WebP variants the site serves: the format is decided by the
 * file's own bytes, the picture is turned upright by its EXIF orientation, never enlarged, and the
 * output carries no metadata (camera, location) at all.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const format = detectImageFormat(bytes);
  if (!format) throw new ImageRejectedError('Please upload a JPEG, PNG, WebP or GIF image.');
  const source = (await loadImageLibrary())(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const { width, height } = await readUprightSize(source, format);
  try {
    const variants = await Promise.all(
      variantWidths(width).map(async (targetWidth) => {
        const { data, info } = await source
          .clone()
          .autoOrient()
          .resize({ width: targetWidth, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, bytes: info.size, data };
      }),
    );
    return { key: contentKey(bytes), format, width, height, variants };
  } catch {
    throw new ImageRejectedError('This image is damaged or incomplete. Please try another file.');
  }
}

async function readUprightSize(source: sharp.Sharp, format: ImageFormat) {
  let metadata: sharp.Metadata;
  try {
    metadata = await source.metadata();
  } catch {
    throw new ImageRejectedError('This file could not be read as an image.');
  }
  if (metadata.format !== format) throw new ImageRejectedError('This file could not be read as an image.');
  const { width, height } = metadata.autoOrient;
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError('This image has too many pixels. Please upload one under 40 megapixels.');
  }
  return { width, height };
}

function contentKey(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, KEY_HEX_LENGTH);
}
