import { demoRenewalHistory } from './demo-renewal-history';

describe('demoRenewalHistory', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const key = Buffer.alloc(32, 'demo-key');
  const renewals = demoRenewalHistory(now, key);

  it('spreads renewals over the past year with paid and lapsed ones, and invites the coming ones', () => {
    const months = new Set(renewals.map((r) => r.fields.renewalDate.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(13);
    const past = renewals.filter((r) => r.fields.renewalDate < '2026-11-21');
    expect(new Set(past.map((r) => r.status))).toEqual(new Set(['paid', 'lapsed']));
    const coming = renewals.filter((r) => r.fields.renewalDate >= '2026-11-21');
    expect(coming.length).toBeGreaterThan(0);
    expect(coming.every((r) => r.status === 'invited' || r.status === 'viewed')).toBe(true);
  });

  it('is the same every time, with one policy number each', () => {
    expect(demoRenewalHistory(now, key)).toEqual(renewals);
    const numbers = renewals.map((r) => r.fields.policyNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(renewals.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.fields.dateOfBirth))).toBe(true);
  });

  it("numbers them from the deployment's key, not in sequence: another key, other numbers", () => {
    const numbers = renewals.map((r) => r.fields.policyNumber);
    expect(numbers.every((number) => /^IVY-R-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{10}$/.test(number))).toBe(true);
    const elsewhere = demoRenewalHistory(now, Buffer.alloc(32, 'other-key')).map(
      (r) => r.fields.policyNumber,
    );
    expect(elsewhere.filter((number) => numbers.includes(number))).toEqual([]);
  });
});
