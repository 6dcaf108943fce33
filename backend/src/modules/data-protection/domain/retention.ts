import type { AppConfig } from '#src/config/app-config';
import type { ErasurePolicy, RetentionCutoffs } from '#src/common/data-protection/personal-data-hook';

/** A cookie choice lasts five months (SPEC §9, the consent banner's expiry); its proof is kept after that. */
export const CONSENT_LIFE_MONTHS = 5;

export type RetentionSettings = Pick<
  AppConfig,
  | 'RETENTION_POLICY_YEARS'
  | 'RETENTION_UNBOUGHT_QUOTE_MONTHS'
  | 'RETENTION_ENQUIRY_MONTHS'
  | 'RETENTION_CONSENT_MONTHS_AFTER_EXPIRY'
  | 'RETENTION_OUTBOX_DAYS'
  | 'RETENTION_AUDIT_YEARS'
>;

/** `months` calendar months before `at` (UTC), the day clamped to the shorter month's last. */
export function monthsBefore(at: Date, months: number): Date {
  const shifted = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  shifted.setUTCHours(at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds());
  return shifted;
}

export function retentionCutoffs(settings: RetentionSettings, now: Date): RetentionCutoffs {
  return {
    now,
    unboughtQuotes: monthsBefore(now, settings.RETENTION_UNBOUGHT_QUOTE_MONTHS),
    enquiries: monthsBefore(now, settings.RETENTION_ENQUIRY_MONTHS),
    consentProofs: monthsBefore(now, CONSENT_LIFE_MONTHS + settings.RETENTION_CONSENT_MONTHS_AFTER_EXPIRY),
    outboxMail: new Date(now.getTime() - settings.RETENTION_OUTBOX_DAYS * 24 * 60 * 60 * 1000),
    auditEntries: monthsBefore(now, 12 * settings.RETENTION_AUDIT_YEARS),
  };
}

/**
 * A policy's record is held until the end of the day its cover ends plus the retention years; one
 * whose hold has already passed needs no keeping. A cover end that cannot be read holds from now.
 * `coverEnds` are those of every record the erasure keeps (`PersonalDataRegistry.coverEnds`): they
 * are all held until the latest of them (the policy, its renewal, their payments and documents are
 * one contract, and staff read one date for it); a record's own later end is never cut short.
 */
export function erasurePolicy(
  settings: RetentionSettings,
  now: Date,
  coverEnds: readonly string[] = [],
): ErasurePolicy {
  const heldFrom = (coverEndDay: string) => {
    const end = /^\d{4}-\d{2}-\d{2}$/.test(coverEndDay) ? new Date(`${coverEndDay}T23:59:59.999Z`) : now;
    return Number.isNaN(end.getTime()) ? now : end;
  };
  const latest = coverEnds.map(heldFrom).reduce<Date | undefined>((a, b) => (a && a >= b ? a : b), undefined);
  const until = (end: Date) => monthsBefore(end, -12 * settings.RETENTION_POLICY_YEARS);
  return {
    now,
    retainedUntil: (coverEndDay) => {
      const end = heldFrom(coverEndDay);
      return until(latest && latest > end ? latest : end);
    },
    ...(latest ? { keptUntil: until(latest) } : {}),
  };
}
