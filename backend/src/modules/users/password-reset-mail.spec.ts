import { HOSTILE_LINK, linksOf, tagsOf } from '../../common/mail/hostile-input.fixture';
import { resetEmail } from './password-reset-mail';

describe('the password reset email', () => {
  it('gives the link and how long it works, in both parts', () => {
    const link = 'https://www.ivycarinsurance.ie/reset-password?email=a%40b.ie&token=abc';
    const mail = resetEmail('Ivy Car Insurance', link, 30);
    expect(mail.subject).toBe('Reset your Ivy Car Insurance password');
    expect(mail.text).toBe(
      'We received a request to reset the password of your Ivy Car Insurance account.\n\n' +
        `Choose a new password here:\n${link}\n\n` +
        'The link works once, for 30 minutes. If you did not ask for it, ignore this email: your password stays as it is.\n',
    );
    expect(linksOf(mail.html)).toEqual([{ href: link, label: 'Choose a new password' }]);
  });

  it('keeps a hostile link inside its href and a hostile brand name in its paragraph', () => {
    const mail = resetEmail('<i>Ivy</i> & Co', HOSTILE_LINK, 30);
    expect(tagsOf(mail.html)).toEqual(['p', 'p', 'a', 'p']);
    expect(linksOf(mail.html)).toEqual([{ href: HOSTILE_LINK, label: 'Choose a new password' }]);
    expect(mail.html).toContain('your &lt;i&gt;Ivy&lt;/i&gt; &amp; Co account');
  });
});
