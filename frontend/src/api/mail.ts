import { unwrap, type components, type operations } from '@ivy/api-client';
import { api } from './client';
import { useApiList } from './list';

export type OutboxMail = components['schemas']['OutboxMailDto'];
export type OutboxPage = components['schemas']['OutboxPageDto'];
export type OutboxQuery = NonNullable<operations['listOutboxMail']['parameters']['query']>;

const OUTBOX = '/api/v1/mail/outbox';

/** One page of the mail the local outbox transport kept, newest first (listOutboxMail). */
export function useOutbox(filter: OutboxQuery) {
  return useApiList(OUTBOX, filter, (query) => unwrap(api.GET(OUTBOX, { params: { query } })));
}
