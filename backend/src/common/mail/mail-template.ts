import { markup, type SafeHtml } from '../html/html-template';

/**
 * The email kit: every email is a list of blocks, and each block is written once with its plain-text
 * twin beside its HTML, so the two parts of a message say the same thing. The HTML goes through
 * `markup`, whose one escape keeps a customer's name or a link inside its element or attribute.
 */
export interface MailBlock {
  text: string;
  html: SafeHtml;
}

/** The parts a template gives the mail module; it adds the recipient. */
export interface MailBody {
  text: string;
  html: string;
}

export const paragraph = (text: string): MailBlock => ({ text, html: markup`<p>${text}</p>` });

/** Lines that belong together (a sign-off): one per line in text, broken by `<br>` in HTML. */
export function lines(...texts: string[]): MailBlock {
  return {
    text: texts.join('\n'),
    html: markup`<p>${texts.map((text, index) => (index === 0 ? text : markup`<br>${text}`))}</p>`,
  };
}

/** Label and value pairs (a policy's summary): `Label: value` lines in text, a table in HTML. */
export function rows(pairs: [string, string][]): MailBlock {
  const cells = pairs.map(
    ([label, value]) => markup`<tr><th align="left">${label}</th><td>${value}</td></tr>\n`,
  );
  return {
    text: pairs.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: markup`<table>\n${cells}</table>`,
  };
}

// Our emails link only to web pages: anything else (`javascript:`, `data:`) is a mistake, not a link.
const WEB_ADDRESS = /^https?:\/\//;

/** A link on a line of its own; the text part shows the address after `lead` (by default `label: `). */
export function link(url: string, label: string, lead = `${label}: `): MailBlock {
  if (!WEB_ADDRESS.test(url)) throw new Error(`An email link must be a web address, not "${url}"`);
  return { text: `${lead}${url}`, html: markup`<p><a href="${url}">${label}</a></p>` };
}

export const signOff = (brandName: string): MailBlock => lines('Kind regards,', `The ${brandName} team`);

/** The plain text alone, for an email that has no HTML part: blocks a blank line apart. */
export function mailText(blocks: MailBlock[]): string {
  return `${blocks.map((block) => block.text).join('\n\n')}\n`;
}

/** The message's two parts: the plain text, and the HTML with one block per line. */
export function mailBody(blocks: MailBlock[]): MailBody {
  return { text: mailText(blocks), html: blocks.map((block) => block.html.value).join('\n') };
}
