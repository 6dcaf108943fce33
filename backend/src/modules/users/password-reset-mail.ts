import { link, mailBody, paragraph } from '../../common/mail/mail-template';

/** The password reset email: the one-use link, and what to do if it was not asked for. */
export function resetEmail(brandName: string, url: string, minutes: number) {
  return {
    subject: `Reset your ${brandName} password`,
    ...mailBody([
      paragraph(`We received a request to reset the password of your ${brandName} account.`),
      link(url, 'Choose a new password', 'Choose a new password here:\n'),
      paragraph(
        `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
      ),
    ]),
  };
}
