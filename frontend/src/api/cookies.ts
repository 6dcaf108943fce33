import { unwrap, type ApiFailure, type components } from '@ivy/api-client';
import useSWR, { mutate } from 'swr';
import { api } from './client';
import { apiPath } from './paths';

export type CookieRecords = components['schemas']['CookieRecordsAnswerDto'];
export type ConsentRecord = components['schemas']['RecordConsentDto'];

/**
 * SPEC §7 spells the path with a trailing slash and the server preloads it under that key; the
 * generated route drops the slash (Nest normalises it) and the server answers both spellings.
 */
const COOKIE_RECORDS_KEY = '/api/v1/dg-cookies/';

/** The cookie detail records, category wording and banner version (listCookieRecords). */
export function useCookieRecords() {
  return useSWR<CookieRecords, ApiFailure>(COOKIE_RECORDS_KEY, () => unwrap(api.GET('/api/v1/dg-cookies')));
}

/** Records a consent choice against the visitor's anonymous id (recordConsent). */
export async function recordConsent(body: ConsentRecord): Promise<void> {
  await unwrap(api.POST('/api/v1/dg-cookies/consent', { body }));
}

export type CookieRecord = components['schemas']['CookieRecordDto'];
export type CookieRecordInput = components['schemas']['CookieRecordInputDto'];
export type CookieCategory = CookieRecordInput['category'];
type Envelope = components['schemas']['EnvelopeDto'];

const COOKIE_RECORDS = '/api/v1/dg-cookies';
const COOKIE_RECORD = '/api/v1/dg-cookies/records/{id}';
const byId = (id: string) => ({ params: { path: { id } } });

// The cookies-policy table and the staff list, whatever their category, show the change.
const reloadCookieRecords = () => mutate((key) => typeof key === 'string' && key.startsWith(COOKIE_RECORDS));

/** The cookie detail records for staff, of one category or all (listCookieRecords). */
export function useCookieRecordsOf(category: CookieCategory | undefined) {
  const query = { category };
  return useSWR<CookieRecords, ApiFailure>(
    category ? apiPath(COOKIE_RECORDS, {}, query) : COOKIE_RECORDS_KEY,
    () => unwrap(api.GET(COOKIE_RECORDS, { params: { query } })),
    { keepPreviousData: true },
  );
}

/** One cookie detail record, for its edit form (getCookieRecord). */
export function useCookieRecord(id: string) {
  return useSWR<CookieRecord, ApiFailure>(apiPath(COOKIE_RECORD, { id }), async () => {
    const answer = await unwrap(api.GET(COOKIE_RECORD, byId(id)));
    return answer.cookie;
  });
}

/** createCookieRecord */
export async function createCookieRecord(body: CookieRecordInput): Promise<Envelope> {
  const answer = await unwrap(api.POST('/api/v1/dg-cookies/records', { body }));
  await reloadCookieRecords();
  return answer;
}

/** updateCookieRecord */
export async function updateCookieRecord(id: string, body: CookieRecordInput): Promise<Envelope> {
  const answer = await unwrap(api.PUT(COOKIE_RECORD, { ...byId(id), body }));
  await reloadCookieRecords();
  return answer;
}

/** deleteCookieRecord */
export async function deleteCookieRecord(id: string): Promise<Envelope> {
  const answer = await unwrap(api.DELETE(COOKIE_RECORD, byId(id)));
  await reloadCookieRecords();
  return answer;
}
