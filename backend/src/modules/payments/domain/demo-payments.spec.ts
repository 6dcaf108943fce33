import { DemoQuoteFacts, seededRandom } from '../../quotes/domain/demo-quotes';
import { planDemoPayments } from './demo-payments';

const at = new Date('2026-05-04T10:00:00Z');
const quote = (id: string, status: string, extra: Partial<DemoQuoteFacts> = {}): DemoQuoteFacts => ({
  _id: id,
  webReference: `IVY-${id.toUpperCase()}`,
  status,
  totalCents: 60_000,
  paymentOption: 'annual',
  updatedAt: at,
  firstName: 'Aoife',
  lastName: 'Byrne',
  email: 'aoife@example.ie',
  ...extra,
});

describe('planDemoPayments', () => {
  const quotes = Array.from({ length: 60 }, (_, i) =>
    i % 3 === 0
      ? quote(`b${i}`, 'purchased', {
          purchasedAt: at,
          policyNumber: `IVY-P-${i}`,
          paymentOption: i % 2 ? 'monthly' : 'annual',
        })
      : quote(`q${i}`, i % 3 === 1 ? 'quoted' : 'declined', i % 3 === 2 ? { totalCents: null } : {}),
  );
  const payments = planDemoPayments(quotes, seededRandom(7));

  it('gives every bought quote exactly one succeeded payment, for the premium or the deposit', () => {
    for (const bought of quotes.filter((q) => q.status === 'purchased')) {
      const own = payments.filter((p) => (p.subject as { id: string }).id === bought._id);
      const succeeded = own.filter((p) => p.status === 'succeeded');
      expect(succeeded).toHaveLength(1);
      expect(succeeded[0]).toMatchObject({
        reference: bought.policyNumber,
        subjectReference: bought.webReference,
        settledAt: at,
        amountCents: bought.paymentOption === 'monthly' ? 12_000 : 60_000,
        option: bought.paymentOption === 'monthly' ? 'monthly_deposit' : 'annual',
        attempt: own.length,
        createdDay: '2026-05-04',
      });
      // A failed or abandoned attempt comes first, never after the payment that went through.
      expect(own.map((p) => p.status).at(-1)).toBe('succeeded');
    }
  });

  it('leaves declined quotes unpaid, and some priced ones with an unfinished attempt', () => {
    expect(
      payments.some((p) => (p.subject as { id: string }).id.startsWith('q') && p.status === 'succeeded'),
    ).toBe(false);
    const unfinished = payments.filter((p) => (p.subject as { id: string }).id.startsWith('q'));
    expect(unfinished.length).toBeGreaterThan(0);
    expect(unfinished.every((p) => p.status === 'expired' || p.status === 'failed')).toBe(true);
    const declined = new Set(quotes.filter((q) => q.totalCents === null).map((q) => q._id));
    expect(payments.some((p) => declined.has((p.subject as { id: string }).id))).toBe(false);
    expect(new Set(payments.map((p) => p.idempotencyKey)).size).toBe(payments.length);
  });

  it('is the same plan for the same random source', () => {
    expect(planDemoPayments(quotes, seededRandom(7))).toEqual(payments);
  });
});
