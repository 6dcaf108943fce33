import { unwrap, type ApiFailure, type components, type operations } from '@ivy/api-client';
import useSWR, { mutate, type SWRResponse } from 'swr';
import { api } from './client';
import { useApiList } from './list';
import { apiPath } from './paths';

type Schemas = components['schemas'];
export type ContactForm = Schemas['ContactFormDto'];
export type FeedbackForm = Schemas['FeedbackFormDto'];
export type PolicyChangeForm = Schemas['PolicyChangeFormDto'];
/** The server's acknowledgement: its message and the reference also emailed to the sender. */
export type SubmissionReceipt = Schemas['SubmissionReceiptDto'];

/** Sends the contact form (submitContact); rejects with an ApiFailure carrying any field errors. */
export function submitContact(body: ContactForm): Promise<SubmissionReceipt> {
  return unwrap(api.POST('/api/v1/utility/contact', { body }));
}

/** Sends customer feedback, a complaint when `isComplaint` (submitFeedback). */
export function submitFeedback(body: FeedbackForm): Promise<SubmissionReceipt> {
  return unwrap(api.POST('/api/v1/utility/feedback', { body }));
}

/** Sends a policy change request (submitPolicyChange). */
export function submitPolicyChange(body: PolicyChangeForm): Promise<SubmissionReceipt> {
  return unwrap(api.POST('/api/v1/utility/policy-change', { body }));
}

export type Contact = Schemas['ContactDto'];
export type Feedback = Schemas['FeedbackDto'];
export type PolicyChangeRequest = Schemas['PolicyChangeRequestDto'];
/** Staff's handling of a received enquiry: its status and their note. */
export type EnquiryHandling = Schemas['UpdateSubmissionDto'];
export type EnquiryStatus = NonNullable<EnquiryHandling['status']>;
/** Every staff list of received enquiries takes the same query (listContacts and its siblings). */
export type EnquiriesQuery = NonNullable<operations['listContacts']['parameters']['query']>;
type Envelope = Schemas['EnvelopeDto'];

/** A page of received enquiries of one kind; `contacts` or `data` per SPEC §3, made one here. */
export interface EnquiriesPage<T> {
  rows: T[];
  page: number;
  total_pages: number;
}

/** The staff calls for one kind of received enquiry: a page, one, status and note, delete. */
export interface EnquiryResource<T> {
  usePage: (query: EnquiriesQuery) => SWRResponse<EnquiriesPage<T>, ApiFailure>;
  useOne: (id: string) => SWRResponse<T, ApiFailure>;
  update: (id: string, body: EnquiryHandling) => Promise<Envelope>;
  remove: (id: string) => Promise<Envelope>;
}

interface EnquiryCalls<T> {
  list: string;
  item: string;
  fetchPage: (query: EnquiriesQuery) => Promise<EnquiriesPage<T>>;
  fetchOne: (id: string) => Promise<T>;
  update: (id: string, body: EnquiryHandling) => Promise<Envelope>;
  remove: (id: string) => Promise<Envelope>;
}

export function enquiryResource<T>(calls: EnquiryCalls<T>): EnquiryResource<T> {
  // A changed or deleted enquiry may be on any list page and in its own view.
  const reload = () => mutate((key) => typeof key === 'string' && key.startsWith(calls.list));
  return {
    usePage: (query) => useApiList(calls.list, query, calls.fetchPage),
    useOne: (id) => useSWR<T, ApiFailure>(apiPath(calls.item, { id }), () => calls.fetchOne(id)),
    update: async (id, body) => {
      const answer = await calls.update(id, body);
      await reload();
      return answer;
    },
    remove: async (id) => {
      const answer = await calls.remove(id);
      await reload();
      return answer;
    },
  };
}

export const byId = (id: string) => ({ params: { path: { id } } });
export const rowsOf = <T>({ page, total_pages }: { page: number; total_pages: number }, rows: T[]) => ({
  rows,
  page,
  total_pages,
});

/** Contact messages (listContacts, getContact, updateContact, deleteContact). */
export const contacts = enquiryResource<Contact>({
  list: '/api/v1/utility/contacts',
  item: '/api/v1/utility/contacts/{id}',
  fetchPage: async (query) => {
    const answer = await unwrap(api.GET('/api/v1/utility/contacts', { params: { query } }));
    return rowsOf(answer, answer.contacts);
  },
  fetchOne: async (id) => (await unwrap(api.GET('/api/v1/utility/contacts/{id}', byId(id)))).contact,
  update: (id, body) => unwrap(api.PUT('/api/v1/utility/contacts/{id}', { ...byId(id), body })),
  remove: (id) => unwrap(api.DELETE('/api/v1/utility/contacts/{id}', byId(id))),
});

/** Customer feedback and complaints (listFeedback, getFeedback, updateFeedback, deleteFeedback). */
export const feedback = enquiryResource<Feedback>({
  list: '/api/v1/utility/feedback',
  item: '/api/v1/utility/feedback/{id}',
  fetchPage: async (query) => {
    const answer = await unwrap(api.GET('/api/v1/utility/feedback', { params: { query } }));
    return rowsOf(answer, answer.data);
  },
  fetchOne: async (id) => (await unwrap(api.GET('/api/v1/utility/feedback/{id}', byId(id)))).feedback,
  update: (id, body) => unwrap(api.PUT('/api/v1/utility/feedback/{id}', { ...byId(id), body })),
  remove: (id) => unwrap(api.DELETE('/api/v1/utility/feedback/{id}', byId(id))),
});

/** Policy change requests (listPolicyChangeRequests and the rest). */
export const policyChanges = enquiryResource<PolicyChangeRequest>({
  list: '/api/v1/utility/policy-change',
  item: '/api/v1/utility/policy-change/{id}',
  fetchPage: async (query) => {
    const answer = await unwrap(api.GET('/api/v1/utility/policy-change', { params: { query } }));
    return rowsOf(answer, answer.data);
  },
  fetchOne: async (id) => (await unwrap(api.GET('/api/v1/utility/policy-change/{id}', byId(id)))).request,
  update: (id, body) => unwrap(api.PUT('/api/v1/utility/policy-change/{id}', { ...byId(id), body })),
  remove: (id) => unwrap(api.DELETE('/api/v1/utility/policy-change/{id}', byId(id))),
});
