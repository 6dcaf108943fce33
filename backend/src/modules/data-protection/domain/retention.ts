import type { AppConfig } from '../../../config/app-config';
import type { ErasurePolicy, RetentionCutoffs } from '../../../common/data-protection/personal-data-hook';

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
 * whose hold has already passed needs no keeping (`isHeld`). A cover end that cannot be read holds from now.
 */
export function erasurePolicy(settings: RetentionSettings, now: Date): ErasurePolicy {
  return {
    now,
    retainedUntil: (coverEndDay) => {
      const end = /^\d{4}-\d{2}-\d{2}$/.test(coverEndDay) ? new Date(`${coverEndDay}T23:59:59.999Z`) : now;
      return monthsBefore(Number.isNaN(end.getTime()) ? now : end, -12 * settings.RETENTION_POLICY_YEARS);
    },
  };
}
