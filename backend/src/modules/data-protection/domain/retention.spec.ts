import { loadConfig } from '#src/config/app-config';
import { erasurePolicy, monthsBefore, retentionCutoffs } from './retention';

describe('retention periods', () => {
  const defaults = loadConfig({});
  const now = new Date('2026-03-31T10:00:00.000Z');

  it('defaults to the periods the issue sets', () => {
    expect(defaults).toMatchObject({
      RETENTION_POLICY_YEARS: 6,
      RETENTION_UNBOUGHT_QUOTE_MONTHS: 13,
      RETENTION_ENQUIRY_MONTHS: 24,
      RETENTION_CONSENT_MONTHS_AFTER_EXPIRY: 24,
      RETENTION_OUTBOX_DAYS: 90,
      RETENTION_AUDIT_YEARS: 7,
    });
  });

  it('counts calendar months, clamping to the shorter month', () => {
    expect(monthsBefore(now, 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(monthsBefore(now, 13).toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(monthsBefore(new Date('2024-02-29T00:00:00Z'), -12).toISOString()).toBe(
      '2025-02-28T00:00:00.000Z',
    );
  });

  it('gives each sweep its cut-off', () => {
    expect(retentionCutoffs(defaults, now)).toEqual({
      now,
      unboughtQuotes: new Date('2025-02-28T10:00:00.000Z'),
      enquiries: new Date('2024-03-31T10:00:00.000Z'),
      // Five months of the consent itself, then 24.
      consentProofs: new Date('2023-10-31T10:00:00.000Z'),
      outboxMail: new Date('2025-12-31T10:00:00.000Z'),
      auditEntries: new Date('2019-03-31T10:00:00.000Z'),
    });
    const shorter = loadConfig({ RETENTION_OUTBOX_DAYS: '1', RETENTION_UNBOUGHT_QUOTE_MONTHS: '1' });
    expect(retentionCutoffs(shorter, now)).toMatchObject({
      unboughtQuotes: new Date('2026-02-28T10:00:00.000Z'),
      outboxMail: new Date('2026-03-30T10:00:00.000Z'),
    });
  });

  it('holds a policy record for the configured years after its cover ends', () => {
    const policy = erasurePolicy(defaults, now);
    expect(policy.retainedUntil('2026-11-30').toISOString()).toBe('2032-11-30T23:59:59.999Z');
    expect(policy.retainedUntil('2019-01-01').toISOString()).toBe('2025-01-01T23:59:59.999Z');
    expect(policy.retainedUntil('').toISOString()).toBe('2032-03-31T10:00:00.000Z');
    expect(
      erasurePolicy(loadConfig({ RETENTION_POLICY_YEARS: '10' }), now)
        .retainedUntil('2026-11-30')
        .getUTCFullYear(),
    ).toBe(2036);
  });

  it("holds every record an erasure keeps until the latest cover's end, and says that one date", () => {
    const policy = erasurePolicy(defaults, now, ['2026-11-30', '2027-11-30', 'unreadable']);
    expect(policy.keptUntil?.toISOString()).toBe('2033-11-30T23:59:59.999Z');
    expect(policy.retainedUntil('2026-11-30')).toEqual(policy.keptUntil);
    expect(policy.retainedUntil('2028-05-01').toISOString()).toBe('2034-05-01T23:59:59.999Z');
    expect(erasurePolicy(defaults, now).keptUntil).toBeUndefined();
  });
});
