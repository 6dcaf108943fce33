import type { Actor } from '../auth';

/** What changed: `action` as `<thing>.<verb>` (user.create, api-key.revoke…). */
export interface AuditChange {
  action: string;
  targetType: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
}

/** Where admin writes are recorded: the audit module's AuditService, which plumbing here cannot import. */
export interface AuditTrail {
  record(actor: Actor, change: AuditChange): Promise<void>;
}
