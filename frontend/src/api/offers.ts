import { unwrap, type components } from '@ivy/api-client';
import { api } from './client';
import type { SubmissionReceipt } from './forms';

export type AssociationQuoteForm = components['schemas']['AssociationQuoteFormDto'];
export type County = components['schemas']['County'];

/** An association member asks for a quote with the members' discount (createAssociationQuote). */
export function createAssociationQuote(body: AssociationQuoteForm): Promise<SubmissionReceipt> {
  return unwrap(api.POST('/api/v1/offers/association-quotes', { body }));
}
