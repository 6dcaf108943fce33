import { unwrap, type components, type operations } from '@ivy/api-client';
import { api } from './client';
import { useApiList } from './list';

export type AuditEntry = components['schemas']['AuditEntryDto'];
export type AuditPage = components['schemas']['AuditPageDto'];
export type AuditQuery = NonNullable<operations['listAuditEntries']['parameters']['query']>;

const AUDIT = '/api/v1/audit';

/** One page of the audit log of admin writes, newest first, filtered (listAuditEntries). */
export function useAuditEntries(filter: AuditQuery) {
  return useApiList(AUDIT, filter, (query) => unwrap(api.GET(AUDIT, { params: { query } })));
}
