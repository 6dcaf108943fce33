import type { MailMessage } from '../../mail';
import type { PolicyView } from '../../quotes';
import { COVER_TYPE_LABELS } from '../../rating';
import type { CoverType } from '../../rating';
import { type Instalment } from '../domain/payment-terms';
import type { PaymentRecord } from '../schemas/payment.schema';
import { formatDay, formatMoney } from '#src/common/text/formats';
import { markup } from '#src/common/html/html-template';
import { mailBody, paragraph, rows, signOff, type MailBlock } from '#src/common/mail/mail-template';

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
  const scheduleBlock = (intro: string): MailBlock => ({
    text: [intro, ...instalments.map((i) => `  ${formatDay(i.dueDate)}: ${formatMoney(i.amountCents)}`)].join(
      '\n',
    ),
    html: markup`<p>${intro}</p>\n<table><tr><th align="left">Date</th><th align="right">Amount</th></tr>\n${instalments.map(
      (i) =>
        markup`<tr><td>${formatDay(i.dueDate)}</td><td align="right">${formatMoney(i.amountCents)}</td></tr>\n`,
    )}</table>`,
  });
  const nextStepsBlock: MailBlock = {
    text: ['Next steps', ...nextSteps.map((step) => `- ${step}`)].join('\n'),
    html: markup`<h3>Next steps</h3>\n<ul>${nextSteps.map((step) => markup`<li>${step}</li>`)}</ul>`,
  };
  const body = mailBody([
    paragraph(`Hello ${policy.holder.firstName},`),
    paragraph(
      `Thank you for choosing ${brandName}. Your payment has been received and your car insurance ` +
        `policy ${policy.policyNumber} is in place from ${formatDay(policy.startDate)}.`,
    ),
    rows(summaryLines(context)),
    ...(schedule ? [scheduleBlock(schedule)] : []),
    nextStepsBlock,
    signOff(brandName),
  ]);
  return {
    to: policy.holder.email,
    subject: `Your ${brandName} policy ${policy.policyNumber}`,
    ...body,
  };
}
