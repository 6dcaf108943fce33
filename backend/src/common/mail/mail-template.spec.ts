import { HOSTILE_LINK, HOSTILE_NAME, linksOf, tagsOf } from './hostile-input.fixture';
import { lines, link, mailBody, paragraph, rows, signOff } from './mail-template';

describe('the email kit', () => {
  it('writes each block in both parts: a blank line apart in text, one per line in HTML', () => {
    const body = mailBody([
      paragraph('Hello Aoife,'),
      rows([
        ['Policy number', 'IVY-P-1'],
        ['Cover', 'Comprehensive'],
      ]),
      link('https://www.ivycarinsurance.ie/renew?token=a&b=c', 'Renew'),
      signOff('Ivy Car Insurance'),
    ]);
    expect(body.text).toBe(
      'Hello Aoife,\n\nPolicy number: IVY-P-1\nCover: Comprehensive\n\n' +
        'Renew: https://www.ivycarinsurance.ie/renew?token=a&b=c\n\nKind regards,\nThe Ivy Car Insurance team\n',
    );
    expect(body.html).toBe(
      [
        '<p>Hello Aoife,</p>',
        '<table>',
        '<tr><th align="left">Policy number</th><td>IVY-P-1</td></tr>',
        '<tr><th align="left">Cover</th><td>Comprehensive</td></tr>',
        '</table>',
        '<p><a href="https://www.ivycarinsurance.ie/renew?token=a&amp;b=c">Renew</a></p>',
        '<p>Kind regards,<br>The Ivy Car Insurance team</p>',
      ].join('\n'),
    );
  });

  it('keeps a hostile first name and link in their places', () => {
    const body = mailBody([
      paragraph(`Hello ${HOSTILE_NAME},`),
      rows([['Name', HOSTILE_NAME]]),
      link(HOSTILE_LINK, HOSTILE_NAME),
      lines(HOSTILE_NAME, HOSTILE_NAME),
    ]);
    expect(tagsOf(body.html)).toEqual(['p', 'table', 'tr', 'th', 'td', 'p', 'a', 'p', 'br']);
    expect(linksOf(body.html)).toEqual([
      { href: HOSTILE_LINK, label: '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b x=&#39;' },
    ]);
    expect(body.text).toContain(`Hello ${HOSTILE_NAME},`);
  });

  it('refuses a link that is not a web address', () => {
    expect(() => link('javascript:alert(1)', 'Renew')).toThrow('must be a web address');
    expect(() => link(' https://x.ie', 'Renew')).toThrow('must be a web address');
  });
});
