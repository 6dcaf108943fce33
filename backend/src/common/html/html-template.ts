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

/** Markup that is safe as it stands: built by `html` (its values escaped) or vouched for by `trustedHtml`. */
export class SafeHtml {
  constructor(readonly markup: string) {}

  toString(): string {
    return this.markup;
  }
}

/** What `html` takes: text is escaped, SafeHtml kept, lists joined, and nothing (false, undefined) left out. */
export type HtmlValue = string | number | SafeHtml | readonly HtmlValue[] | false | null | undefined;

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('');
  if (value === false || value === null || value === undefined) return '';
  return escapeHtml(String(value));
}

/**
 * Writes markup with every interpolated value escaped, so a name or a link can never leave the element
 * or the quoted attribute it was put in. Only a SafeHtml goes in as it is.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((markup, literal, index) => markup + render(values[index - 1]) + literal));
}

/** Markup this codebase wrote, to go into `html` unescaped: the one explicit way around the escape. */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
