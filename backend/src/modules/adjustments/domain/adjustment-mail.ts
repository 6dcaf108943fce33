import { formatDay, formatMoney } from '#src/common/text/formats';
import { link, mailBody, paragraph, rows, signOff } from '#src/common/mail/mail-template';
import type { MailMessage } from '../../mail';
import type { PricedAdjustment } from './price-adjustment';

export interface SettledChange {
  brandName: string;
  /** The policyholder's page, where the new documents are. */
  myPolicyUrl: string;
  policy: { policyNumber: string; holder: { firstName: string; email: string } };
  summary: string;
  /** Staff undid an earlier change: any additional premium is due, not paid. */
  reversed?: boolean;
  price: Pick<
    PricedAdjustment,
    'effectiveDate' | 'after' | 'premiumCents' | 'levyCents' | 'adminFeeCents' | 'settlement' | 'novicePeriod'
  >;
}

/** How the money of the change moved, in the policyholder's words. */
/** How an additional premium is paid: paid already, on /my-policy, or collected by us (a reversal's). */
type PayNow = 'paid' | 'online' | 'by us';
const PAY_NOW_WORDS: Record<PayNow, string> = {
  paid: '',
  online: ', on your policy’s page',
  'by us': ': we will contact you about paying it',
};

function moneyLine({ settlement }: SettledChange['price'], payNow: PayNow): [string, string] {
  if (settlement.instalments)
    return ['Direct Debits', 'Your remaining Direct Debits are recomputed: see your page'];
  if (settlement.refundCents > 0)
    return ['Refund', `${formatMoney(settlement.refundCents)}, which we return to your card`];
  if (settlement.payNowCents > 0)
    return [
      payNow === 'paid' ? 'Paid' : 'To pay',
      `${formatMoney(settlement.payNowCents)}${PAY_NOW_WORDS[payNow]}`,
    ];
  return ['To pay', 'Nothing'];
}

function priceRows(price: SettledChange['price'], payNow: PayNow): [string, string][] {
  return [
    ['From', formatDay(price.effectiveDate)],
    ['Premium for the year now', formatMoney(price.after.totalCents)],
    ['Difference for the rest of the year', formatMoney(price.premiumCents)],
    ['Government levy (3%) on it', formatMoney(price.levyCents)],
    ...(price.adminFeeCents
      ? [['Administration fee', formatMoney(price.adminFeeCents)] as [string, string]]
      : []),
    moneyLine(price, payNow),
  ];
}

/** The email that says what a mid-term change changed, what it cost, and where the new documents are. */
export function adjustmentSettledMail(change: SettledChange): MailMessage {
  const { price, policy } = change;
  const details: [string, string][] = [
    ['Policy number', policy.policyNumber],
    ['What changed', change.summary],
    ...priceRows(price, change.reversed ? 'by us' : 'paid'),
    ...(price.novicePeriod
      ? [['Novice driver until', formatDay(price.novicePeriod.until)] as [string, string]]
      : []),
  ];
  return {
    to: policy.holder.email,
    subject: `Your ${change.brandName} policy ${policy.policyNumber} has been changed`,
    ...mailBody([
      paragraph(`Hello ${policy.holder.firstName},`),
      paragraph(
        change.reversed
          ? 'We have reversed an earlier change to your policy. Your new documents replace the earlier ones.'
          : 'We have changed your policy as you asked. Your new documents replace the earlier ones.',
      ),
      rows(details),
      link(change.myPolicyUrl, 'Your policy and new documents'),
      signOff(change.brandName),
    ]),
  };
}

/** The email that says staff priced a change the policyholder asked for, and where to confirm it. */
export function adjustmentApprovedMail(change: Omit<SettledChange, 'reversed'>): MailMessage {
  const { price, policy } = change;
  return {
    to: policy.holder.email,
    subject: `The change to your ${change.brandName} policy ${policy.policyNumber} is priced`,
    ...mailBody([
      paragraph(`Hello ${policy.holder.firstName},`),
      paragraph(
        'Our team has priced the change you asked for. Nothing has changed yet: please confirm it on your ' +
          "policy's page (and pay there if it costs more), and we will issue your new documents at once.",
      ),
      rows([
        ['Policy number', policy.policyNumber],
        ['The change', change.summary],
        ...priceRows(price, 'online'),
      ]),
      link(change.myPolicyUrl, 'Confirm the change'),
      signOff(change.brandName),
    ]),
  };
}
