import { unwrap, type components } from '@ivy/api-client';
import { api } from './client';
import { byId, enquiryResource, rowsOf, type SubmissionReceipt } from './forms';

export type AssociationQuoteForm = components['schemas']['AssociationQuoteFormDto'];

/** An association member asks for a quote with the members' discount (createAssociationQuote). */
export function createAssociationQuote(body: AssociationQuoteForm): Promise<SubmissionReceipt> {
  return unwrap(api.POST('/api/v1/offers/association-quotes', { body }));
}

export type AssociationQuote = components['schemas']['AssociationQuoteDto'];

/** Association members' quote requests, for staff (listAssociationQuotes and the rest). */
export const associationQuotes = enquiryResource<AssociationQuote>({
  list: '/api/v1/offers/association-quotes',
  item: '/api/v1/offers/association-quotes/{id}',
  fetchPage: async (query) => {
    const answer = await unwrap(api.GET('/api/v1/offers/association-quotes', { params: { query } }));
    return rowsOf(answer, answer.data);
  },
  fetchOne: async (id) => (await unwrap(api.GET('/api/v1/offers/association-quotes/{id}', byId(id)))).quote,
  update: (id, body) => unwrap(api.PUT('/api/v1/offers/association-quotes/{id}', { ...byId(id), body })),
  remove: (id) => unwrap(api.DELETE('/api/v1/offers/association-quotes/{id}', byId(id))),
});
