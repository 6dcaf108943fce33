import { QUOTE_TOKEN_DAYS } from './quote-access.service';

/** The saved quote's email: the link that brings the customer back, with its web reference. */
export function resumeEmail(brandName: string, firstName: string, webReference: string, link: string) {
  const hello = `Hello ${firstName},`;
  const intro = `Your ${brandName} quote is saved. Its web reference is ${webReference}.`;
  const outro =
    `The link works for ${QUOTE_TOKEN_DAYS} days. You can also retrieve your quote on our website with ` +
    'its web reference and your date of birth or email.';
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    subject: `Your ${brandName} quote ${webReference}`,
    text: `${hello}\n\n${intro}\n\nPick up where you left off:\n${link}\n\n${outro}\n`,
    html:
      `<p>${escape(hello)}</p><p>${escape(intro)}</p>` +
      `<p><a href="${escape(link)}">Pick up where you left off</a></p><p>${escape(outro)}</p>`,
  };
}
