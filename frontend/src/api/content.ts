import { unwrap, type ApiFailure, type components, type operations } from '@ivy/api-client';
import useSWR, { mutate } from 'swr';
import { api } from './client';
import { useApiList } from './list';
import { apiPath } from './paths';

export type FaqAnswer = components['schemas']['FaqSearchAnswerDto'];
export type Faq = components['schemas']['FaqDto'];
export type JargonAnswer = components['schemas']['JargonSearchAnswerDto'];
export type JargonTerm = components['schemas']['JargonTermDto'];

export interface FaqFilters {
  search?: string;
  topic?: string;
}

export interface JargonFilters {
  search?: string;
  letter?: string;
}

const FAQS = '/api/v1/content/faqs';
const JARGON = '/api/v1/content/jargon';

/** Blank filters are left out, so the unfiltered list has the key the server preloads it under. */
const given = (text: string | undefined) => text?.trim() || undefined;

/**
 * While a filtered list loads, the previous list stays on screen instead of a spinner. Not for the
 * unfiltered list: SWR would keep showing the last filtered answer in place of the server's preloaded one,
 * which lives in the fallback rather than the cache.
 */
const keepWhileFiltering = (query: Record<string, string | undefined>) => ({
  keepPreviousData: Object.values(query).some((value) => value !== undefined),
});

/** The FAQs matching the filters, and every topic for the topic picker (getFaqs). */
export function useFaqs(filters: FaqFilters = {}) {
  const query = { search: given(filters.search), topic: given(filters.topic) };
  return useSWR<FaqAnswer, ApiFailure>(
    apiPath(FAQS, {}, query),
    () => unwrap(api.GET(FAQS, { params: { query } })),
    keepWhileFiltering(query),
  );
}

/** The jargon buster's terms, alphabetical, matching the filters (getJargon). */
export function useJargon(filters: JargonFilters = {}) {
  const query = { search: given(filters.search), letter: given(filters.letter) };
  return useSWR<JargonAnswer, ApiFailure>(
    apiPath(JARGON, {}, query),
    () => unwrap(api.GET(JARGON, { params: { query } })),
    keepWhileFiltering(query),
  );
}

export type FaqInput = components['schemas']['FaqInputDto'];
export type JargonInput = components['schemas']['JargonInputDto'];
export type FaqsQuery = NonNullable<operations['listFaqs']['parameters']['query']>;
export type JargonQuery = NonNullable<operations['listJargonTerms']['parameters']['query']>;
type Envelope = components['schemas']['EnvelopeDto'];

const ADMIN_FAQS = '/api/v1/content/admin/faqs';
const ADMIN_FAQ = '/api/v1/content/admin/faqs/{id}';
const ADMIN_JARGON = '/api/v1/content/admin/jargon';
const ADMIN_TERM = '/api/v1/content/admin/jargon/{id}';

// Staff changes show on the public help pages too, whatever their filters.
const reloadHelp = (prefixes: string[]) =>
  mutate((key) => typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix)));
const reloadFaqs = () => reloadHelp([ADMIN_FAQS, FAQS]);
const reloadJargon = () => reloadHelp([ADMIN_JARGON, JARGON]);
const byId = (id: string) => ({ params: { path: { id } } });

/** A page of FAQs for staff, by topic and order, with search and topic filters (listFaqs). */
export function useAdminFaqs(filter: FaqsQuery) {
  return useApiList(ADMIN_FAQS, filter, (query) => unwrap(api.GET(ADMIN_FAQS, { params: { query } })));
}

/** One FAQ, for its edit form (getFaq). */
export function useAdminFaq(id: string) {
  return useSWR<Faq, ApiFailure>(apiPath(ADMIN_FAQ, { id }), async () => {
    const answer = await unwrap(api.GET(ADMIN_FAQ, byId(id)));
    return answer.faq;
  });
}

/** createFaq; the server keeps only the safe HTML of the answer. */
export async function createFaq(body: FaqInput): Promise<Envelope> {
  const answer = await unwrap(api.POST(ADMIN_FAQS, { body }));
  await reloadFaqs();
  return answer;
}

/** updateFaq */
export async function updateFaq(id: string, body: FaqInput): Promise<Envelope> {
  const answer = await unwrap(api.PUT(ADMIN_FAQ, { ...byId(id), body }));
  await reloadFaqs();
  return answer;
}

/** deleteFaq */
export async function deleteFaq(id: string): Promise<Envelope> {
  const answer = await unwrap(api.DELETE(ADMIN_FAQ, byId(id)));
  await reloadFaqs();
  return answer;
}

/** A page of jargon terms for staff, alphabetical, with search and first-letter filters (listJargonTerms). */
export function useAdminJargon(filter: JargonQuery) {
  return useApiList(ADMIN_JARGON, filter, (query) => unwrap(api.GET(ADMIN_JARGON, { params: { query } })));
}

/** One jargon term, for its edit form (getJargonTerm). */
export function useAdminJargonTerm(id: string) {
  return useSWR<JargonTerm, ApiFailure>(apiPath(ADMIN_TERM, { id }), async () => {
    const answer = await unwrap(api.GET(ADMIN_TERM, byId(id)));
    return answer.term;
  });
}

/** createJargonTerm */
export async function createJargonTerm(body: JargonInput): Promise<Envelope> {
  const answer = await unwrap(api.POST(ADMIN_JARGON, { body }));
  await reloadJargon();
  return answer;
}

/** updateJargonTerm */
export async function updateJargonTerm(id: string, body: JargonInput): Promise<Envelope> {
  const answer = await unwrap(api.PUT(ADMIN_TERM, { ...byId(id), body }));
  await reloadJargon();
  return answer;
}

/** deleteJargonTerm */
export async function deleteJargonTerm(id: string): Promise<Envelope> {
  const answer = await unwrap(api.DELETE(ADMIN_TERM, byId(id)));
  await reloadJargon();
  return answer;
}
