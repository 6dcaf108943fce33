import { HOSTILE_LINK, HOSTILE_NAME, linksOf, tagsOf } from '#src/common/mail/hostile-input.fixture';
import { invitationMail, type RenewalMailContext } from './renewal-mails';

const context = (customerName: string): RenewalMailContext => ({
  brandName: 'Ivy Car Insurance',
  supportEmail: 'support@ivycarinsurance.ie',
  renewal: {
    policyNumber: 'IVY-P-4HXM9R2C',
    customerName,
    email: 'aoife.byrne@example.ie',
    registration: '191-D-12345',
    vehicle: 'Toyota Yaris',
    coverType: 'comprehensive',
    renewalDate: '2026-06-01',
    renewalPremiumCents: 95_000,
    currentPremiumCents: 90_000,
  },
});

describe('the renewal invitation', () => {
  it('greets by first name, sums up the offer and links to the renewal page, in both parts', () => {
    const mail = invitationMail(
      context('Aoife Byrne'),
      'https://www.ivycarinsurance.ie/renewal/r1?token=a&b=c',
    );
    expect(mail.subject).toBe('Your Ivy Car Insurance renewal: policy IVY-P-4HXM9R2C');
    expect(mail.text).toMatch(
      /^Hello Aoife,\n\nYour car insurance policy IVY-P-4HXM9R2C is due for renewal on 1 June 2026\./,
    );
    expect(mail.text).toContain('Renewal premium: €950.00\nThis year’s premium: €900.00\n\n');
    expect(mail.text).toContain(
      'View and renew your policy: https://www.ivycarinsurance.ie/renewal/r1?token=a&b=c\n\nQuestions? Email support@ivycarinsurance.ie.\n\nKind regards,\nThe Ivy Car Insurance team\n',
    );
    expect(mail.html).toContain('<tr><th align="left">Renewal premium</th><td>€950.00</td></tr>');
    expect(linksOf(mail.html)).toEqual([
      { href: 'https://www.ivycarinsurance.ie/renewal/r1?token=a&b=c', label: 'View and renew your policy' },
    ]);
  });

  it('keeps a hostile first name in its paragraph and a hostile link inside its href', () => {
    const mail = invitationMail(context(HOSTILE_NAME), HOSTILE_LINK);
    expect(tagsOf(mail.html)).toEqual([
      ...['p', 'p', 'p', 'p', 'table'],
      ...Array.from({ length: 6 }, () => ['tr', 'th', 'td']).flat(),
      ...['p', 'a', 'p', 'p', 'br'],
    ]);
    expect(linksOf(mail.html)).toEqual([{ href: HOSTILE_LINK, label: 'View and renew your policy' }]);
  });
});
