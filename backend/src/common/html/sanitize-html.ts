import sanitizeHtml from 'sanitize-html';
import { isUploadUrl } from '../files/upload-urls';

const DIMENSION = /^[1-9][0-9]{0,3}$/;

/**
 * What a post body may hold. Everything else goes: scripts with their content, event handlers,
 * style, classes, and any link or image address that is not plainly safe. Images must be our own
 * uploads, so a post never loads anything from another host.
 */
const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'br',
    'hr',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link may open a new tab, and then never hands the opener to the other page.
    a: (tagName, { href, title, target }) => ({
      tagName,
      attribs: {
        ...(href === undefined ? {} : { href }),
        ...(title === undefined ? {} : { title }),
        ...(target === '_blank' ? { target, rel: 'noopener noreferrer' } : {}),
      },
    }),
    img: (tagName, { src, alt, width, height }) => ({
      tagName,
      attribs: {
        ...(src === undefined ? {} : { src }),
        alt: alt ?? '',
        ...(width !== undefined && DIMENSION.test(width) ? { width } : {}),
        ...(height !== undefined && DIMENSION.test(height) ? { height } : {}),
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isUploadUrl(frame.attribs.src ?? ''),
};

/** Cleans a post body on every save, so what is stored is exactly what the public will see. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML).trim();
}
