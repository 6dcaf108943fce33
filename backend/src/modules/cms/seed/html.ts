import { escapeHtml } from '#src/common/html/html-template';
import { mapStrings } from './map-strings';

/** Small builders for the allow-listed markup, so page modules read as prose rather than tags. */

/**
 * A deep copy with every string HTML-escaped. Pages interpolate brand values into markup; escaping them
 * once here means a legal name such as "Smith & Daughters" cannot break a body.
 */
export function htmlSafe<T>(value: T): T {
  return mapStrings(value, escapeHtml);
}

// The builders wrap markup written in this codebase (which may already hold <strong> or <a>); text from
// anywhere else goes through escapeHtml or htmlSafe first.
const element =
  (tag: string) =>
  (inner: string): string =>
    `<${tag}>${inner}</${tag}>`;

export const p = element('p');
export const strong = element('strong');

const list =
  (tag: 'ul' | 'ol') =>
  (items: string[]): string =>
    `<${tag}>${items.map(element('li')).join('')}</${tag}>`;

export const ul = list('ul');
export const ol = list('ol');

export function a(href: string, text: string): string {
  return `<a href="${href}">${text}</a>`;
}

export function html(...parts: string[]): string {
  return parts.join('');
}
