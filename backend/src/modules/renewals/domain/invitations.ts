import { addDays, dublinIsoDate } from '../../../common/time/dates';

/**
 * Irish rules: the renewal notice reaches the customer at least 20 days before the renewal date.
 * Invitations go out from 28 days before, so a daily run has a week of slack; a renewal imported
 * later than that is invited at once.
 */
export const INVITE_FROM_DAYS = 28;
export const MINIMUM_NOTICE_DAYS = 20;

/** The renewal dates ('YYYY-MM-DD') an invitation run covers on `now`: from today to 28 days ahead. */
export function invitationWindow(now: Date): { from: string; to: string } {
  return { from: dublinIsoDate(now), to: dublinIsoDate(addDays(now, INVITE_FROM_DAYS)) };
}

/** A renewal whose date passed unpaid lapses the day after. */
export function lapsedBefore(now: Date): string {
  return dublinIsoDate(now);
}
