const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The one HTML escape: text made safe inside an element or a quoted attribute value (double or single
 * quotes), in HTML and in XML alike.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

/** Markup that is safe as it stands: built by `markup` (its values escaped) or vouched for by `trustedHtml`. */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

/** What `markup` takes: text is escaped, SafeHtml kept, lists joined, and nothing (false, undefined) left out. */
export type HtmlValue = string | number | SafeHtml | readonly HtmlValue[] | false | null | undefined;

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('');
  if (value === false || value === null || value === undefined) return '';
  return escapeHtml(String(value));
}

/**
 * Writes HTML with every interpolated value escaped, so a name or a link can never leave the element
 * or the quoted attribute it was put in. Only a SafeHtml goes in as it is. (Not named `html`: Prettier
 * would reformat the markup of a template so tagged, whitespace and all.)
 */
export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((written, literal, index) => written + render(values[index - 1]) + literal),
  );
}

/** Markup this codebase wrote, to go into `markup` unescaped: the one explicit way around the escape. */
export function trustedHtml(fragment: string): SafeHtml {
  return new SafeHtml(fragment);
}
