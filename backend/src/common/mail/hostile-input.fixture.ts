/** Inputs that try to leave their place in an email's HTML, and readers that show whether they did. */

export const HOSTILE_NAME = `"><script>alert(1)</script><b x='`;

/** A link whose quotes would end the href and add an element and a handler if left unescaped. */
export const HOSTILE_LINK =
  `https://www.example.ie/go?token=a&next="><img src=x onerror="alert(1)">` +
  `&x=' onmouseover='javascript:alert(1)`;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

function htmlPart(markup: string | undefined): string {
  if (markup === undefined) throw new Error('The email has no HTML part');
  return markup;
}

/** The element names the markup opens, in order: text that broke out of its place adds some. */
export function tagsOf(markup: string | undefined): string[] {
  return [...htmlPart(markup).matchAll(/<([a-zA-Z][a-zA-Z0-9]*)/g)].map(([, name]) => name.toLowerCase());
}

/**
 * Every link's address as a browser reads it. Each `<a` must carry exactly one double-quoted href and
 * nothing else, or the markup is not what the template wrote.
 */
export function linksOf(markup: string | undefined): { href: string; label: string }[] {
  const opened = htmlPart(markup).match(/<a\b/g)?.length ?? 0;
  const links = [...htmlPart(markup).matchAll(/<a href="([^"<>]*)">([^<]*)<\/a>/g)].map(
    ([, href, label]) => ({
      href: href.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]),
      label,
    }),
  );
  if (links.length !== opened) throw new Error(`An <a> holds more than an href: ${markup}`);
  return links;
}
