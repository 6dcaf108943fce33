import { personKeys, phoneKey } from '#src/common/search/search-keys';
import type { QuoteAnswers } from '../quote.views';

/** The plain fields a quote keeps from its driver's details: what the back office searches and retrieval matches. */
export function detailsFields(details: QuoteAnswers['your_details']) {
  return {
    email: details.email,
    firstName: details.firstName,
    lastName: details.lastName,
    dateOfBirth: details.dateOfBirth,
    area: details.address.area,
    ...personKeys(details.firstName, details.lastName),
    phoneKey: phoneKey(details.phone),
  };
}
