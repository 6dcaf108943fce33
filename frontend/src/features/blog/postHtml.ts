import DOMPurify from 'dompurify';
import { srcSetOf } from './srcSet';

/** The widths the server makes of every upload (uploads/image/variant-widths.ts on the server). */
const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920];
const UPLOAD_VARIANT = /^\/uploads\/([a-f0-9]{20})-([1-9][0-9]{0,3})\.webp$/;

/** Images in a post body are at most the article's width (.blog-post__body). */
export const BODY_IMAGE_SIZES = '(min-width: 48rem) 48rem, 100vw';

/**
 * The variants an upload has, known from one of its file names: every standard width below the one
 * named, and that one (the server never enlarges an image).
 */
export function variantsOf(src: string): { url: string; width: number }[] {
  const match = UPLOAD_VARIANT.exec(src);
  if (!match) return [];
  const [, key, named] = match;
  const widest = Number(named);
  return [...VARIANT_WIDTHS.filter((width) => width < widest), widest].map((width) => ({
    url: `/uploads/${key}-${width}.webp`,
    width,
  }));
}

/**
 * A post body made safe to insert, whatever the server sent (it already sanitised it on save; this is
 * the second line), with each of our images given a srcset so a phone downloads a small file.
 */
export function postBodyHtml(html: string): string {
  const purify = DOMPurify();
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName !== 'IMG') return;
    const variants = variantsOf(node.getAttribute('src') ?? '');
    if (variants.length > 1) {
      node.setAttribute('srcset', srcSetOf(variants));
      node.setAttribute('sizes', BODY_IMAGE_SIZES);
    }
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  });
  return purify.sanitize(html, { ADD_ATTR: ['target'] });
}
