import type { FieldErrors } from '../../common/http/envelope';
import { FieldErrorsException } from '../../common/http/problem';
import type { FormDefinition, FormFields } from '../forms';
import { daysBetween, dublinDate, parseIsoDate } from '../../common/time/dates';
import { parseRegistration } from '../reference-data';
import { AssociationQuote } from './schemas/association-quote.schema';

/** A renewal date not yet passed, and a registration in standard form when one is given. */
export function checkAssociationQuote(
  fields: FormFields<AssociationQuote>,
  now: Date,
): { problems: FieldErrors; quote: FormFields<AssociationQuote> } {
  const problems: FieldErrors = {};
  const quote = { ...fields };
  const renewal = parseIsoDate(fields.renewalDate);
  if (renewal && daysBetween(dublinDate(now), renewal) < 0) {
    problems.renewalDate = ['The renewal date cannot be in the past'];
  }
  if (fields.vehicleRegistration) {
    const registration = parseRegistration(fields.vehicleRegistration, now);
    if (registration.ok) quote.vehicleRegistration = registration.registration;
    else problems.vehicleRegistration = [registration.reason];
  }
  return { problems, quote };
}

export const ASSOCIATION_QUOTE_FORM: FormDefinition<AssociationQuote> = {
  inboxToken: 'AssociationQuoteInbox',
  modelName: AssociationQuote.name,
  referencePrefix: 'ASQ',
  names: { type: 'association-quote', label: 'Association quote request' },
  noun: () => 'quote request',
  prepare: (fields, now) => {
    const { problems, quote } = checkAssociationQuote(fields, now);
    if (Object.keys(problems).length > 0) throw new FieldErrorsException(problems);
    return quote;
  },
  details: (quote) => [
    ['Phone', quote.phone],
    ['Membership number', quote.membershipNumber],
    ['Club', quote.club],
    ['County', quote.county],
    ['Vehicle registration', quote.vehicleRegistration],
    ['Renewal date', quote.renewalDate],
    ['Agreed to be contacted', quote.consentToContact],
    ['Message', quote.message],
  ],
  nextSteps: (quote, brand) => [
    `We will contact you with a quote that includes your ${brand.association.name} members' discount, in good time before your renewal date (${quote.renewalDate}). We may ask for proof of your membership.`,
  ],
};
