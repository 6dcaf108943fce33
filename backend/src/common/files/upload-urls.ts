/**
 * The public address of uploaded files. A file is named after the hash of the image it was made
 * from and its width, so its content never changes and browsers may cache it for good.
 */
export const UPLOADS_URL_PATH = '/uploads';

/** Hex digits of the content hash in a file name: 80 bits, so two different images never share one. */
export const KEY_HEX_LENGTH = 20;

const VARIANT = `${UPLOADS_URL_PATH}/([a-f0-9]{${KEY_HEX_LENGTH}})-[1-9][0-9]{0,3}\\.webp`;
const VARIANT_URL = new RegExp(`^${VARIANT}$`);
const VARIANT_URLS_IN_TEXT = new RegExp(VARIANT, 'g');

/** Where uploaded files are in the file store: `uploads/<file name>`. */
export const UPLOADS_KEY_PREFIX = 'uploads';

function variantFileName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

export function variantFileKey(key: string, width: number): string {
  return `${UPLOADS_KEY_PREFIX}/${variantFileName(key, width)}`;
}

export function variantUrl(key: string, width: number): string {
  return `${UPLOADS_URL_PATH}/${variantFileName(key, width)}`;
}

/** True for the address of one of our own image files (the only images a post body may show). */
export function isUploadUrl(src: string): boolean {
  return VARIANT_URL.test(src);
}

/** The distinct upload keys whose files a piece of HTML refers to. */
export function uploadKeysIn(html: string): string[] {
  return [...new Set([...html.matchAll(VARIANT_URLS_IN_TEXT)].map((match) => match[1]))];
}
