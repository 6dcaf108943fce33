/** A block of text read from the CMS's allow-listed HTML, for documents that are not HTML. */
export interface TextBlock {
  kind: 'heading' | 'paragraph' | 'item';
  text: string;
  /** List nesting, from 1 (items only). */
  depth?: number;
  /** `•` or `1.` (items only). */
  marker?: string;
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^<>]*)>/g;
const HREF = /\shref="([^"]*)"/;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Text between tags as a browser shows it: any run of whitespace is one space; only <br> breaks a line. */
const source = (chunk: string) => decodeEntities(chunk.replace(/\s+/g, ' '));

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

/**
 * Headings, paragraphs and list items of allow-listed HTML (common/html/html-allowlist.ts). A link keeps
 * its text and gains its address in brackets (site-relative ones made absolute with `siteUrl`), since
 * a printed page cannot be clicked.
 */
export function htmlToBlocks(html: string, siteUrl: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  const links: { href: string; start: number }[] = [];
  let text = '';

  const flush = (kind: TextBlock['kind']) => {
    const clean = text.replace(/ *\n */g, '\n').trim();
    text = '';
    if (!clean) return;
    const list = lists[lists.length - 1];
    if (kind === 'item' && list) {
      blocks.push({ kind, text: clean, depth: lists.length, marker: list.ordered ? `${list.count}.` : '•' });
    } else {
      blocks.push({ kind: kind === 'heading' ? 'heading' : 'paragraph', text: clean });
    }
  };

  let last = 0;
  for (const match of html.matchAll(TAG)) {
    text += source(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, name, attributes] = match;
    const tag = name.toLowerCase();
    if (tag === 'br') text += '\n';
    else if (tag === 'a' && !closing)
      links.push({ href: decodeEntities(HREF.exec(attributes)?.[1] ?? ''), start: text.length });
    else if (tag === 'a') {
      const link = links.pop();
      if (link) text += linkSuffix(link.href, text.slice(link.start), siteUrl);
    } else if (tag === 'ul' || tag === 'ol') {
      // Text before a nested list belongs to the item that holds the list.
      flush('item');
      if (closing) lists.pop();
      else lists.push({ ordered: tag === 'ol', count: 0 });
    } else if (tag === 'li' && !closing) {
      flush('item');
      const list = lists[lists.length - 1];
      if (list) list.count++;
    } else if (tag === 'li') flush('item');
    else if (tag === 'h2' || tag === 'h3') flush(closing ? 'heading' : 'paragraph');
    else if (tag === 'p') flush('paragraph');
  }
  text += source(html.slice(last));
  flush('paragraph');
  return blocks;
}

/** ` (address)` after a link's text, unless the text already is the address. */
function linkSuffix(href: string, linkText: string, siteUrl: string): string {
  const address = href.startsWith('/') ? `${siteUrl}${href}` : href;
  const bare = (url: string) =>
    url
      .trim()
      .replace(/^https:\/\//, '')
      .replace(/\/$/, '');
  if (!address.startsWith('https://') && !href.startsWith('/')) return '';
  return bare(address) === bare(linkText) ? '' : ` (${address})`;
}
