import { adjustmentApprovedMail, adjustmentSettledMail, type SettledChange } from './adjustment-mail';

const price = (settlement: SettledChange['price']['settlement']): SettledChange['price'] => ({
  effectiveDate: '2027-05-14',
  after: { premiumCents: 90_000, levyCents: 2_700, totalCents: 92_700, excessCents: 30_000 },
  premiumCents: -20_000,
  levyCents: -600,
  adminFeeCents: 0,
  settlement,
  novicePeriod: { from: '2027-05-14', until: '2029-05-13' },
});

const change = (settlement: SettledChange['price']['settlement']): SettledChange => ({
  brandName: 'Ivy',
  myPolicyUrl: 'https://ivy.example/my-policy',
  policy: { policyNumber: 'IVY-P-4HXM9R2C', holder: { firstName: 'Aoife', email: 'aoife@example.ie' } },
  summary: 'Aoife passed the driving test on 14 May 2027: now a full Irish licence holder',
  price: price(settlement),
});

describe('the email of a settled change', () => {
  it('says what changed, the price with its levy, the refund, the novice period and where the documents are', () => {
    const mail = adjustmentSettledMail(change({ payNowCents: 0, refundCents: 20_600 }));
    expect(mail).toMatchObject({
      to: 'aoife@example.ie',
      subject: 'Your Ivy policy IVY-P-4HXM9R2C has been changed',
    });
    expect(mail.text).toContain('What changed: Aoife passed the driving test on 14 May 2027');
    expect(mail.text).toContain('Government levy (3%) on it: -€6.00');
    expect(mail.text).toContain('Refund: €206.00, which we return to your card');
    expect(mail.text).toContain('Novice driver until: 13 May 2029');
    expect(mail.text).toContain('https://ivy.example/my-policy');
    expect(mail.text).not.toContain('Administration fee');
    expect(mail.html).toContain('<th align="left">Refund</th>');
  });

  it('tells a monthly payer the Direct Debits change, and one with nothing to pay so', () => {
    const monthly = adjustmentSettledMail(change({ payNowCents: 0, refundCents: 0, instalments: [] }));
    expect(monthly.text).toContain('Direct Debits: Your remaining Direct Debits are recomputed');
    expect(adjustmentSettledMail(change({ payNowCents: 0, refundCents: 0 })).text).toContain(
      'To pay: Nothing',
    );
  });
});

describe('the emails of changes staff handle', () => {
  it('tells a change paid for apart from a reversal whose additional premium is due', () => {
    const paid = adjustmentSettledMail(change({ payNowCents: 4_635, refundCents: 0 }));
    expect(paid.text).toContain('Paid: €46.35');
    const reversed = adjustmentSettledMail({
      ...change({ payNowCents: 4_635, refundCents: 0 }),
      reversed: true,
    });
    expect(reversed.text).toContain('We have reversed an earlier change to your policy.');
    expect(reversed.text).toContain('To pay: €46.35: we will contact you about paying it');
  });

  it('asks the policyholder to confirm a change our team priced, with its price, before anything changes', () => {
    const mail = adjustmentApprovedMail(change({ payNowCents: 4_635, refundCents: 0 }));
    expect(mail.subject).toBe('The change to your Ivy policy IVY-P-4HXM9R2C is priced');
    expect(mail.text).toContain('Nothing has changed yet');
    expect(mail.text).toContain('To pay: €46.35, on your policy’s page');
    expect(mail.text).toContain('https://ivy.example/my-policy');
  });
});
