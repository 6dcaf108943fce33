import sanitizeHtml from 'sanitize-html';

/** A relaxed adult reading pace for web articles. */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read a post body: whole minutes, at least one. */
export function readingMinutes(html: string): number {
  // A space before every tag keeps words in adjacent blocks (`</h2><p>`) apart once tags are gone.
  const text = sanitizeHtml(html.replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {} });
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
