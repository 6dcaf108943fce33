import type { Upload } from '#src/api/uploads';
import { plural } from '#src/language/plural';

/** The server's default limit (UPLOAD_MAX_BYTES); checked here too, so a large file is refused at once. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** A file size as people read it: 812 bytes, 24 KB, 3.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return plural(bytes, 'byte');
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Why a chosen file will not be taken, before sending it; undefined when it may go. */
export function fileProblem(file: Pick<File, 'size' | 'type'>): string | undefined {
  if (file.size > MAX_UPLOAD_BYTES)
    return `This file is ${formatBytes(file.size)}; images may be at most ${formatBytes(MAX_UPLOAD_BYTES)}.`;
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type))
    return 'Please choose a JPEG, PNG, WebP or GIF image (SVG is not accepted).';
  return undefined;
}

/** Where an image is shown, in words: 'the cover image of the post "…"', 'the CMS section "home: …"'. */
export function placesOf(upload: Pick<Upload, 'usedBy'>): string[] {
  return upload.usedBy.map((use) =>
    use.kind === 'post' ? `the ${use.where} of the post "${use.label}"` : `the CMS section "${use.label}"`,
  );
}

/** The `srcset` of an image from its stored widths. */
export function srcSetOf(upload: Pick<Upload, 'variants'>): string {
  return upload.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}
