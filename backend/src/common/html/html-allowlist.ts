/**
 * The HTML that CMS bodies and FAQ answers may hold: p, h2, h3, ul, ol, li, strong, em, br, and a with an
 * href that is https or site-relative. Staff edit this content and the site renders it as HTML, so the
 * seeds are held to the same rules the editor will enforce.
 */
const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br']);
const VOID_TAGS = new Set(['br']);
const LIST_TAGS = new Set(['ul', 'ol']);

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^<>]*)>/g;
const ATTRIBUTE = /^\s+([a-zA-Z-]+)="([^"]*)"/;

// Browsers decode entities and drop tabs and newlines inside URLs before reading the scheme, so an href
// may hold no entity but &amp; and no whitespace, or `javascript&colon;` and `java\tscript:` would slip by.
const SAFE_HREF = /^(https:\/\/|\/(?!\/)|#)[^\s"'<>\\]*$/;

function hrefProblem(href: string): string | undefined {
  if (/&(?!amp;)/.test(href)) return `href "${href}" holds an entity other than &amp;`;
  if (!SAFE_HREF.test(href.replace(/&amp;/g, '&')))
    return `href "${href}" is neither https nor site-relative`;
  return undefined;
}

function attributeProblems(tag: string, source: string): string[] {
  const problems: string[] = [];
  const names: string[] = [];
  let rest = source;
  for (let match = ATTRIBUTE.exec(rest); match; match = ATTRIBUTE.exec(rest)) {
    const [whole, name, value] = match;
    names.push(name);
    if (tag !== 'a' || name !== 'href') problems.push(`<${tag}> may not have the attribute ${name}`);
    else {
      const problem = hrefProblem(value);
      if (problem) problems.push(problem);
    }
    rest = rest.slice(whole.length);
  }
  if (!/^\s*\/?$/.test(rest) || (rest.includes('/') && !VOID_TAGS.has(tag))) {
    problems.push(`<${tag}> has malformed attributes: ${rest.trim()}`);
  }
  if (tag === 'a' && !names.includes('href')) problems.push('<a> needs an href');
  return problems;
}

/** Every way `html` breaks the allow-list, in document order; empty when the markup is allowed. */
export function htmlViolations(html: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  let textStart = 0;
  const checkText = (end: number) => {
    if (html.slice(textStart, end).includes('<')) problems.push('text holds a raw "<" (write &lt;)');
  };

  for (const match of html.matchAll(TAG)) {
    checkText(match.index);
    textStart = match.index + match[0].length;
    const [, closing, tag, attributes] = match;
    if (!ALLOWED_TAGS.has(tag)) {
      problems.push(`<${tag}> is not allowed`);
      continue;
    }
    if (closing) {
      if (attributes.trim()) problems.push(`</${tag}> may not have attributes`);
      if (VOID_TAGS.has(tag) || open.pop() !== tag)
        problems.push(`</${tag}> does not close the open element`);
      continue;
    }
    problems.push(...attributeProblems(tag, attributes));
    if (tag === 'li' && !LIST_TAGS.has(open[open.length - 1])) problems.push('<li> outside a list');
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }
  checkText(html.length);
  problems.push(...open.map((tag) => `<${tag}> is never closed`));
  return problems;
}

export function isAllowedHtml(html: string): boolean {
  return htmlViolations(html).length === 0;
}
