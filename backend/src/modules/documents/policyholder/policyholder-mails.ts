import { lines, mailText, paragraph } from '#src/common/mail/mail-template';
import type { PolicyView } from '../../quotes';
import { CODE_MINUTES } from './access-code';

type Holder = Pick<PolicyView, 'policyNumber' | 'holder'>;

/** Where the policyholder's documents are (staff resend it). Plain text only. */
export function documentsLinkMail(brandName: string, policy: Holder, url: string) {
  return {
    to: policy.holder.email,
    subject: `Your ${brandName} documents for policy ${policy.policyNumber}`,
    text: mailText([
      paragraph(`Hello ${policy.holder.firstName},`),
      lines(
        `Your documents for policy ${policy.policyNumber} (the policy schedule, the certificate of motor ` +
          'insurance, the insurance disc and the statement of fact) are on our website:',
        url,
        'Sign in there with your policy number, your date of birth and a code we email you.',
      ),
      paragraph(`The ${brandName} team`),
    ]),
  };
}

/** The one-use code that opens the documents page. Plain text only. */
export function documentsCodeMail(brandName: string, policy: Holder, code: string) {
  return {
    to: policy.holder.email,
    subject: `Your ${brandName} documents code: ${code}`,
    text: mailText([
      paragraph(`Hello ${policy.holder.firstName},`),
      lines(
        `Your code to open the documents of policy ${policy.policyNumber} is ${code}.`,
        `It works once, for ${CODE_MINUTES} minutes. If you did not ask for it, you can ignore this email.`,
      ),
      paragraph(`The ${brandName} team`),
    ]),
  };
}
