import type { Instalment } from '../../rating';

/** How the money of a change moves: paid now by card, refunded by staff, or carried by the instalments. */
export interface Settlement {
  payNowCents: number;
  refundCents: number;
  /** A monthly payer's whole schedule after the change: the paid instalments as they were, the rest recomputed. */
  instalments?: Instalment[];
}

export interface MonthlyPayments {
  /** The schedule as it stands (after any earlier change), paid and unpaid. */
  instalments: Instalment[];
  /** How many of them, from the first, have been collected. */
  instalmentsPaid: number;
}

/** An amount due (positive) or owed back (negative) settled at once. */
export function settleAtOnce(amountCents: number): Settlement {
  return { payNowCents: Math.max(0, amountCents), refundCents: Math.max(0, -amountCents) };
}

/**
 * A monthly payer's change is carried by the instalments still to come: what they add up to, plus the
 * change, shared out equally again, the first taking the odd cents (as the deposit does in the plan).
 * No credit charge is added on the change. A refund bigger than everything still to come leaves those
 * instalments at nothing and the rest is refunded; with nothing left to collect, it is settled at once.
 */
export function settleMonthly(amountCents: number, payments: MonthlyPayments): Settlement {
  const paid = payments.instalments.slice(0, payments.instalmentsPaid);
  const remaining = payments.instalments.slice(payments.instalmentsPaid);
  if (remaining.length === 0) return { ...settleAtOnce(amountCents), instalments: paid };
  const balance = remaining.reduce((sum, instalment) => sum + instalment.amountCents, 0) + amountCents;
  const shared = Math.max(0, balance);
  const each = Math.floor(shared / remaining.length);
  const oddCents = shared - each * remaining.length;
  return {
    payNowCents: 0,
    refundCents: Math.max(0, -balance),
    instalments: [
      ...paid,
      ...remaining.map((instalment, index) => ({
        dueDate: instalment.dueDate,
        amountCents: each + (index === 0 ? oddCents : 0),
      })),
    ],
  };
}
