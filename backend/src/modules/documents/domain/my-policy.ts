import { instalmentSchedule, type Instalment } from '../../rating';
import type { DocumentPolicy } from './policy-documents';

export interface PaymentDue {
  dueDate: string;
  amountCents: number;
  label: string;
}

/** The day after the last day of cover. */
export function renewalDateOf(endDate: string): string {
  const end = new Date(`${endDate}T00:00:00Z`);
  return new Date(end.getTime() + 86_400_000).toISOString().slice(0, 10);
}

export function policyStatus(policy: Pick<DocumentPolicy, 'startDate' | 'endDate'>, today: string) {
  if (today < policy.startDate) return 'upcoming' as const;
  return today > policy.endDate ? ('expired' as const) : ('active' as const);
}

/** A monthly payer's Direct Debits as they stand: as a mid-term change recomputed them, else the plan's. */
export function directDebitsOf(policy: {
  startDate: string;
  premium: Pick<DocumentPolicy['premium'], 'monthly' | 'schedule'>;
}): Instalment[] {
  const { monthly, schedule } = policy.premium;
  return schedule ?? (monthly ? instalmentSchedule(policy.startDate, monthly) : []);
}

/**
 * What is paid when: the premium, or the deposit, on `paidOn` (the day the policy was bought, which is
 * when the card paid, not when cover starts), then each Direct Debit on its day.
 */
export function paymentsOf(policy: DocumentPolicy, paidOn: string): PaymentDue[] {
  const monthly = policy.premium.monthly;
  if (policy.paymentOption !== 'monthly' || !monthly)
    return [{ dueDate: paidOn, amountCents: policy.premium.totalCents, label: 'Paid in full by card' }];
  return [
    { dueDate: paidOn, amountCents: monthly.depositCents, label: 'Deposit, paid by card' },
    ...directDebitsOf(policy).map((instalment, i, all) => ({
      ...instalment,
      label: `Direct Debit ${i + 1} of ${all.length}`,
    })),
  ];
}
