import { policyFor, PolicyView } from '../../quotes/policies.service';
import { completeAnswers } from '../../quotes/quote-journey.fixture';
import type { QuoteRecord } from '../../quotes/schemas/quote.schema';
import { instalmentPlan } from '../../rating/domain/instalments';
import { Types } from 'mongoose';
import { instalmentSchedule } from '../../rating';
import { policyConfirmationMail } from './policy-confirmation-mail';
import { formatDay } from '#src/common/text/formats';
import { HOSTILE_LINK, HOSTILE_NAME, linksOf, tagsOf } from '#src/common/mail/hostile-input.fixture';

const monthly = instalmentPlan(100_000, {
  depositRate: 0.15,
  count: 9,
  creditChargeRate: 0.06,
  aprPercent: 15.1,
});

function policy(paymentOption: 'annual' | 'monthly', firstName = 'Aoife <b>'): PolicyView {
  const answers = completeAnswers(new Date('2026-05-01T10:00:00Z'));
  answers.cover.startDate = '2026-05-08';
  answers.your_details.firstName = firstName;
  const quote = {
    _id: new Types.ObjectId(),
    webReference: 'IVY-7K3M-Q9TX',
    answers,
    result: {
      outcome: 'quoted',
      breakdown: { totalCents: 100_000, levyCents: 2_913 },
      excessCents: 50_000,
      monthly,
      tableVersion: '2025.1',
    },
  } as unknown as QuoteRecord;
  const { quoteId, ...rest } = policyFor(quote, { paymentOption }, new Date(), 'IVY-P-4HXM9R2C');
  return { ...rest, _id: 'p1', quoteId: String(quoteId) };
}

const context = {
  brandName: 'Ivy Car Insurance',
  supportEmail: 'support@ivycarinsurance.ie',
  documentsUrl: 'https://www.ivycarinsurance.ie/my-policy',
  competitionUrl: 'https://www.instagram.com/ivycarinsurance',
};

describe('the policy confirmation email', () => {
  it('summarises the policy paid in full', () => {
    const mail = policyConfirmationMail({
      ...context,
      policy: policy('annual'),
      payment: { amountCents: 100_000, option: 'annual' },
    });
    expect(mail.to).toBe('aoife.byrne@example.ie');
    expect(mail.subject).toBe('Your Ivy Car Insurance policy IVY-P-4HXM9R2C');
    expect(mail.text).toContain('Policy number: IVY-P-4HXM9R2C');
    expect(mail.text).toContain('Cover: Comprehensive');
    expect(mail.text).toContain('Covered from: 8 May 2026');
    expect(mail.text).toContain('Covered until: 7 May 2027');
    expect(mail.text).toContain('Premium: €1,000.00 (including the government levy)');
    expect(mail.text).toContain('Paid by card: €1,000.00');
    expect(mail.text).not.toContain('Direct Debit');
    expect(mail.text).toContain('download them at https://www.ivycarinsurance.ie/my-policy');
    // The competition as the success page describes it: entry takes the Instagram steps.
    expect(mail.text).toContain(
      '- To enter our €100 gift card competition, follow us on Instagram (https://www.instagram.com/ivycarinsurance) and react to the Competition Highlight with a heart-eyes emoji.',
    );
    expect(mail.text).not.toMatch(/entered into/);
    expect(mail.html).toContain('Hello Aoife &lt;b&gt;,');
    expect(mail.html).not.toContain('<b>,');
  });

  it('lists the Direct Debit schedule when paying monthly', () => {
    const mail = policyConfirmationMail({
      ...context,
      policy: policy('monthly'),
      payment: {
        amountCents: monthly.depositCents,
        option: 'monthly_deposit',
        instalments: instalmentSchedule('2026-05-08', monthly),
        mandate: {
          reference: 'IVY-DD-2222222222',
          accountHolder: 'A Byrne',
          ibanMasked: 'IE** **** **** **** 5678',
        },
      },
    });
    expect(mail.text).toContain('Deposit paid by card: €150.01');
    expect(mail.text).toContain(
      'Direct Debit from IE** **** **** **** 5678 (mandate reference IVY-DD-2222222222)',
    );
    expect(mail.text).toContain('Total payable €1,051.00, including a credit charge of €51.00 (APR 15.1%)');
    expect(mail.text).toContain('  8 June 2026: €100.11');
    expect(mail.text).toContain('  8 February 2027: €100.11');
    expect(mail.text.match(/: €100\.11/g)).toHaveLength(9);
  });

  it('keeps a hostile first name and addresses in their places', () => {
    const mail = policyConfirmationMail({
      ...context,
      documentsUrl: HOSTILE_LINK,
      policy: policy('annual', HOSTILE_NAME),
      payment: { amountCents: 100_000, option: 'annual' },
    });
    expect(tagsOf(mail.html)).toEqual([
      ...['p', 'p', 'table'],
      ...Array.from({ length: 8 }, () => ['tr', 'th', 'td']).flat(),
      ...['h3', 'ul', 'li', 'li', 'li', 'li', 'li', 'p', 'br'],
    ]);
    expect(linksOf(mail.html)).toEqual([]);
    expect(mail.html).toContain('<p>Hello &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b x=&#39;,</p>');
  });

  it('writes days as people read them', () => {
    expect(formatDay('2026-12-31')).toBe('31 December 2026');
  });
});
