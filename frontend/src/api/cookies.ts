import { unwrap, type ApiFailure, type components } from '@ivy/api-client';
import useSWR from 'swr';
import { api } from './client';

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
