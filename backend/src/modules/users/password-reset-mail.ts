/** The password reset email: the one-use link, and what to do if it was not asked for. */
export function resetEmail(brandName: string, link: string, minutes: number) {
  const intro = `We received a request to reset the password of your ${brandName} account.`;
  const outro = `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`;
  return {
    subject: `Reset your ${brandName} password`,
    text: `${intro}\n\nChoose a new password here:\n${link}\n\n${outro}\n`,
    html: `<p>${intro}</p><p><a href="${link.replace(/&/g, '&amp;')}">Choose a new password</a></p><p>${outro}</p>`,
  };
}
