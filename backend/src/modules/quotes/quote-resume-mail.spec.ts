import { HOSTILE_LINK, HOSTILE_NAME, linksOf, tagsOf } from '../../common/mail/hostile-input.fixture';
import { resumeEmail } from './quote-resume-mail';

describe('the saved quote email', () => {
  const link = 'https://www.ivycarinsurance.ie/get-a-quote/q1?token=abc&x=1';

  it('says where to pick up the quote, in both parts', () => {
    const mail = resumeEmail('Ivy Car Insurance', 'Aoife', 'IVY-7K3M-Q9TX', link);
    expect(mail.subject).toBe('Your Ivy Car Insurance quote IVY-7K3M-Q9TX');
    expect(mail.text).toBe(
      'Hello Aoife,\n\nYour Ivy Car Insurance quote is saved. Its web reference is IVY-7K3M-Q9TX.\n\n' +
        `Pick up where you left off:\n${link}\n\n` +
        'The link works for 30 days. You can also retrieve your quote on our website with its web reference ' +
        'and your date of birth or email.\n',
    );
    expect(linksOf(mail.html)).toEqual([{ href: link, label: 'Pick up where you left off' }]);
  });

  it('keeps a hostile first name in its paragraph and a hostile link inside its href', () => {
    const mail = resumeEmail('Ivy Car Insurance', HOSTILE_NAME, 'IVY-7K3M-Q9TX', HOSTILE_LINK);
    expect(tagsOf(mail.html)).toEqual(['p', 'p', 'p', 'a', 'p']);
    expect(linksOf(mail.html)).toEqual([{ href: HOSTILE_LINK, label: 'Pick up where you left off' }]);
    expect(mail.html).toContain('<p>Hello &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b x=&#39;,</p>');
    expect(mail.text).toContain(`Hello ${HOSTILE_NAME},`);
  });
});
