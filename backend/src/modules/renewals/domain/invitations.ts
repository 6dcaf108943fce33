import { dublinIsoDate } from '#src/common/time/dates';
import { addWorkingDays } from '#src/common/time/irish-working-days';

/**
 * Irish rules: the renewal notice reaches the customer at least 20 working days before the renewal
 * date (Consumer Protection Code), counted without weekends and public holidays. Invitations go out
 * from 25 working days before, so a daily run has a week of slack even over Christmas; a renewal
 * imported later than that is invited at once.
 */
export const INVITE_FROM_WORKING_DAYS = 25;
export const MINIMUM_NOTICE_WORKING_DAYS = 20;

/** The renewal dates ('YYYY-MM-DD') an invitation run covers on `now`: from today to 25 working days ahead. */
export function invitationWindow(now: Date): { from: string; to: string } {
  const today = dublinIsoDate(now);
  return { from: today, to: addWorkingDays(today, INVITE_FROM_WORKING_DAYS) };
}

/** The last day an invitation for this renewal date can go out and still give the minimum notice. */
export function latestInvitationDay(renewalDate: string): string {
  return addWorkingDays(renewalDate, -MINIMUM_NOTICE_WORKING_DAYS);
}

/** A renewal whose date passed unpaid lapses the day after. */
export function lapsedBefore(now: Date): string {
  return dublinIsoDate(now);
}
