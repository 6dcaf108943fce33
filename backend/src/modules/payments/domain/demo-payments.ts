import { calendarKeys } from '#src/common/time/calendar';
import type { DemoQuoteFacts, Random } from '../../quotes';

const MINUTE_MS = 60_000;
const FAILURES = ['Your card was declined.', 'The card has expired.', 'Authentication was not completed.'];

/**
 * Card payments the demo quotes would have made: a succeeded one for each bought quote (after a
 * failed or abandoned attempt now and then), and unfinished attempts for some quotes left priced.
 * Shaped like the payments module's records; deterministic for a given random source.
 */
export function planDemoPayments(
  quotes: readonly DemoQuoteFacts[],
  random: Random,
): Record<string, unknown>[] {
  const payments: Record<string, unknown>[] = [];
  for (const quote of quotes) {
    if (quote.totalCents === null) continue;
    const bought = quote.status === 'purchased' && quote.purchasedAt !== undefined;
    if (!bought && (quote.status !== 'quoted' || random() > 0.25)) continue;
    const monthly = quote.paymentOption === 'monthly';
    const amountCents = monthly ? Math.round(quote.totalCents * 0.2) : quote.totalCents;
    const paidAt = bought && quote.purchasedAt ? quote.purchasedAt : quote.updatedAt;
    const outcomes: string[] = bought
      ? random() < 0.2
        ? [random() < 0.5 ? 'failed' : 'cancelled', 'succeeded']
        : ['succeeded']
      : [random() < 0.7 ? 'expired' : 'failed'];
    outcomes.forEach((status, index) => {
      const createdAt = new Date(paidAt.getTime() - (outcomes.length - index) * 6 * MINUTE_MS);
      const attempt = index + 1;
      payments.push({
        purpose: 'new_policy',
        subject: { type: 'quote', id: quote._id },
        subjectKey: `quote:${quote._id}`,
        option: monthly ? 'monthly_deposit' : 'annual',
        amountCents,
        currency: 'EUR',
        description: monthly ? 'Car insurance: deposit' : 'Car insurance: annual premium',
        subjectReference: quote.webReference,
        customer: { name: `${quote.firstName} ${quote.lastName}`, email: quote.email },
        status,
        provider: 'sandbox',
        idempotencyKey: `new_policy:quote:${quote._id}:${attempt}`,
        attempt,
        resultPath: '/get-a-quote/payment',
        expiresAt: new Date(createdAt.getTime() + 30 * MINUTE_MS),
        ...(status === 'succeeded'
          ? {
              card: { brand: 'visa', last4: '4242' },
              paidAmountCents: amountCents,
              paidCurrency: 'EUR',
              reference: quote.policyNumber,
              settledAt: paidAt,
            }
          : {}),
        ...(status === 'failed' ? { failureReason: FAILURES[Math.floor(random() * FAILURES.length)] } : {}),
        ...calendarKeys(createdAt),
        createdAt,
        updatedAt: status === 'succeeded' ? paidAt : new Date(createdAt.getTime() + 5 * MINUTE_MS),
      });
    });
  }
  return payments;
}
