import { unwrap, type ApiFailure, type components, type operations } from '@ivy/api-client';
import useSWR from 'swr';
import { api } from './client';
import { useApiList } from './list';

export type AuditEntry = components['schemas']['AuditEntryDto'];
export type AuditPage = components['schemas']['AuditPageDto'];
export type AuditKnown = Pick<components['schemas']['AuditKnownAnswerDto'], 'actions' | 'actors'>;
export type AuditQuery = NonNullable<operations['listAuditEntries']['parameters']['query']>;

const AUDIT = '/api/v1/audit';

/** One page of the audit log of admin writes, newest first, filtered (listAuditEntries). */
export function useAuditEntries(filter: AuditQuery) {
  return useApiList(AUDIT, filter, (query) => unwrap(api.GET(AUDIT, { params: { query } })));
}

/** The actions and actors in the log, offered by the filters (listKnownAuditNames). */
export function useAuditKnown() {
  return useSWR<AuditKnown, ApiFailure>(`${AUDIT}/known`, async () => {
    const { actions, actors } = await unwrap(api.GET('/api/v1/audit/known'));
    return { actions, actors };
  });
}
