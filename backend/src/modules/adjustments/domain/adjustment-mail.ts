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
  price: Pick<
    PricedAdjustment,
    'effectiveDate' | 'after' | 'premiumCents' | 'levyCents' | 'adminFeeCents' | 'settlement' | 'novicePeriod'
  >;
}

/** How the money of the change moved, in the policyholder's words. */
function moneyLine({ settlement }: SettledChange['price']): [string, string] {
  if (settlement.instalments)
    return ['Direct Debits', 'Your remaining Direct Debits are recomputed: see your page'];
  if (settlement.refundCents > 0)
    return ['Refund', `${formatMoney(settlement.refundCents)}, which we return to your card`];
  if (settlement.payNowCents > 0) return ['Paid', formatMoney(settlement.payNowCents)];
  return ['To pay', 'Nothing'];
}

/** The email that says what a mid-term change changed, what it cost, and where the new documents are. */
export function adjustmentSettledMail(change: SettledChange): MailMessage {
  const { price, policy } = change;
  const details: [string, string][] = [
    ['Policy number', policy.policyNumber],
    ['What changed', change.summary],
    ['From', formatDay(price.effectiveDate)],
    ['Premium for the year now', formatMoney(price.after.totalCents)],
    ['Difference for the rest of the year', formatMoney(price.premiumCents)],
    ['Government levy (3%) on it', formatMoney(price.levyCents)],
    ...(price.adminFeeCents
      ? [['Administration fee', formatMoney(price.adminFeeCents)] as [string, string]]
      : []),
    moneyLine(price),
    ...(price.novicePeriod
      ? [['Novice driver until', formatDay(price.novicePeriod.until)] as [string, string]]
      : []),
  ];
  return {
    to: policy.holder.email,
    subject: `Your ${change.brandName} policy ${policy.policyNumber} has been changed`,
    ...mailBody([
      paragraph(`Hello ${policy.holder.firstName},`),
      paragraph('We have changed your policy as you asked. Your new documents replace the earlier ones.'),
      rows(details),
      link(change.myPolicyUrl, 'Your policy and new documents'),
      signOff(change.brandName),
    ]),
  };
}
