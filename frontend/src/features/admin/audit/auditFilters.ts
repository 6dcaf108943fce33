import type { AuditQuery } from '#src/api/audit';

export const AUDIT_FILTERS = ['actor', 'action', 'targetType', 'from', 'to'] as const;
export type AuditFilters = Record<(typeof AUDIT_FILTERS)[number], string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// Days are the browser's calendar days, which for staff in Ireland are Europe/Dublin days.
const instant = (day: string, time: string) =>
  DAY.test(day) ? new Date(`${day}T${time}`).toISOString() : undefined;

/** The filters as typed (days from date inputs) to the API's query (instants, both ends inclusive). */
export function auditQuery(filters: AuditFilters, page: number): AuditQuery {
  return {
    page,
    actor: filters.actor,
    action: filters.action,
    targetType: filters.targetType,
    from: instant(filters.from, '00:00:00'),
    to: instant(filters.to, '23:59:59.999'),
  };
}

/** An action as words: 'renewal-invitation.resend' reads 'Renewal invitation: resend'. */
export function actionWords(action: string): string {
  const [target, ...verb] = action.split('.');
  const words = (text: string) => text.replace(/[-_]/g, ' ');
  const said = verb.length > 0 ? `${words(target)}: ${words(verb.join(' '))}` : words(target);
  return said.charAt(0).toUpperCase() + said.slice(1);
}
