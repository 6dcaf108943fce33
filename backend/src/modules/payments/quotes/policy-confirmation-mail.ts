import type { MailMessage } from '../../mail';
import type { PolicyView } from '../../quotes';
import { COVER_TYPE_LABELS } from '../../rating';
import type { CoverType } from '../../rating';
import { type Instalment } from '../domain/payment-terms';
import type { PaymentRecord } from '../schemas/payment.schema';
import { formatDay, formatMoney } from '../../../common/text/formats';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface ConfirmationContext {
  brandName: string;
  supportEmail: string;
  /** The policyholder's documents page. */
  documentsUrl: string;
  /** The Instagram post whose Competition Highlight completes an entry. */
  competitionUrl: string;
  policy: PolicyView;
  payment: Pick<PaymentRecord, 'amountCents' | 'option' | 'instalments' | 'mandate'>;
}

function summaryLines({ policy, payment }: ConfirmationContext): [string, string][] {
  const { vehicle, cover, premium } = policy;
  return [
    ['Policy number', policy.policyNumber],
    ['Cover', COVER_TYPE_LABELS[cover.type as CoverType] ?? cover.type],
    [
      'Car',
      `${vehicle.year} ${vehicle.make} ${vehicle.model}${vehicle.registration ? ` (${vehicle.registration})` : ''}`,
    ],
    ['Covered from', formatDay(policy.startDate)],
    ['Covered until', formatDay(policy.endDate)],
    ['Excess', formatMoney(cover.excessCents)],
    ['Premium', `${formatMoney(premium.totalCents)} (including the government levy)`],
    [payment.option === 'annual' ? 'Paid by card' : 'Deposit paid by card', formatMoney(payment.amountCents)],
  ];
}

function scheduleIntro({ policy, payment }: ConfirmationContext): string | undefined {
  const { mandate } = payment;
  const monthly = policy.premium.monthly;
  if (!mandate || !monthly) return undefined;
  return (
    `The rest is collected by Direct Debit from ${mandate.ibanMasked} (mandate reference ` +
    `${mandate.reference}) in ${monthly.instalments} monthly instalments. Total payable ` +
    `${formatMoney(monthly.totalPayableCents)}, including a credit charge of ` +
    `${formatMoney(monthly.creditChargeCents)} (APR ${monthly.apr}%).`
  );
}

/** The email that confirms a bought policy: the policy's summary and, paying monthly, the instalments. */
export function policyConfirmationMail(context: ConfirmationContext): MailMessage {
  const { brandName, supportEmail, documentsUrl, competitionUrl, policy, payment } = context;
  const hello = `Hello ${policy.holder.firstName},`;
  const intro =
    `Thank you for choosing ${brandName}. Your payment has been received and your car insurance ` +
    `policy ${policy.policyNumber} is in place from ${formatDay(policy.startDate)}.`;
  const lines = summaryLines(context);
  const instalments: Instalment[] = payment.instalments ?? [];
  const schedule = scheduleIntro(context);
  const nextSteps = [
    `Your policy schedule, certificate of motor insurance, insurance disc and statement of fact are ready: ` +
      `download them at ${documentsUrl} with your policy number, your date of birth and a code we email you.`,
    'Please check the statement of fact and tell us at once if any answer is wrong.',
    'Keep your policy number to hand: quote it whenever you contact us.',
    // Worded as the success page words it: entry takes the Instagram steps the competition names.
    `To enter our €100 gift card competition, follow us on Instagram (${competitionUrl}) and react to the Competition Highlight with a heart-eyes emoji.`,
    `Questions? Email ${supportEmail}.`,
  ];
  const text = [
    hello,
    '',
    intro,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    ...(schedule
      ? ['', schedule, ...instalments.map((i) => `  ${formatDay(i.dueDate)}: ${formatMoney(i.amountCents)}`)]
      : []),
    '',
    'Next steps',
    ...nextSteps.map((step) => `- ${step}`),
    '',
    'Kind regards,',
    `The ${brandName} team`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...lines.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(schedule
      ? [
          `<p>${escapeHtml(schedule)}</p>`,
          '<table><tr><th align="left">Date</th><th align="right">Amount</th></tr>',
          ...instalments.map(
            (i) =>
              `<tr><td>${formatDay(i.dueDate)}</td><td align="right">${formatMoney(i.amountCents)}</td></tr>`,
          ),
          '</table>',
        ]
      : []),
    '<h3>Next steps</h3>',
    `<ul>${nextSteps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ul>`,
    `<p>Kind regards,<br>The ${escapeHtml(brandName)} team</p>`,
  ].join('\n');
  return {
    to: policy.holder.email,
    subject: `Your ${brandName} policy ${policy.policyNumber}`,
    text: `${text}\n`,
    html,
  };
}
