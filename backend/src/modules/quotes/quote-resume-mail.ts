import { link, mailBody, paragraph } from '../../common/mail/mail-template';
import { QUOTE_TOKEN_DAYS } from './quote-access.service';

/** The saved quote's email: the link that brings the customer back, with its web reference. */
export function resumeEmail(brandName: string, firstName: string, webReference: string, url: string) {
  return {
    subject: `Your ${brandName} quote ${webReference}`,
    ...mailBody([
      paragraph(`Hello ${firstName},`),
      paragraph(`Your ${brandName} quote is saved. Its web reference is ${webReference}.`),
      link(url, 'Pick up where you left off', 'Pick up where you left off:\n'),
      paragraph(
        `The link works for ${QUOTE_TOKEN_DAYS} days. You can also retrieve your quote on our website with ` +
          'its web reference and your date of birth or email.',
      ),
    ]),
  };
}
