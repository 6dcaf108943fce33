import { ApiFailure } from '@ivy/api-client';
import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import type { QuotePageName } from '../../api/quotes';

/**
 * The server names each problem by its path in the page it was sent (`addressId`,
 * `drivers.0.dateOfBirth`); the form names fields its own way. This maps one to the other so each
 * message shows beside its field, and gathers any it cannot place into the page's own message.
 */

// Where a page's body sits in the form values: most pages under their own name; the two lists at the top.
const PAGE_PREFIX: Record<QuotePageName, (path: string) => string> = {
  your_details: (path) => `your_details.${path}`,
  your_car: (path) => `your_car.${path}`,
  your_driving_history: (path) => `your_driving_history.${path}`,
  claims: (path) => path,
  additional_drivers: (path) => path.replace(/^drivers\b/, 'additional_drivers'),
  cover: (path) => `cover.${path}`,
};

// Sent fields the driver fills in under another name: a search's code is chosen by typing its name,
// and amounts are typed in whole euro.
const FIELD_RENAMES: Record<string, string> = {
  addressId: 'addressText',
  occupationCode: 'occupationText',
  businessTypeCode: 'businessTypeText',
  valueCents: 'value',
  amountCents: 'amount',
  annualMileageKm: 'annualMileage',
  voluntaryExcessCents: 'voluntaryExcess',
};

export const CHECK_MARKED = 'Please check the answers marked below.';

/** `claims[0].date` and `claims.0.date` name the same field. */
const dotted = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

/** Where the form keeps the field the server names `serverPath` in a page it was sent. */
export function pageFieldPath(page: QuotePageName, serverPath: string): string {
  const segments = serverPath.split('.');
  const last = segments.length - 1;
  segments[last] = FIELD_RENAMES[segments[last]] ?? segments[last];
  return PAGE_PREFIX[page](segments.join('.'));
}

/**
 * final-form submission errors for a failed call: each message on the field the driver sees
 * (`registered`, the form's fields on screen; `fieldPath` maps the server's names to the form's), the
 * rest and the answer's message at FORM_ERROR.
 */
export function submissionErrors(
  failure: ApiFailure,
  registered: readonly string[],
  fieldPath: (serverPath: string) => string = (serverPath) => serverPath,
): SubmissionErrors {
  const onScreen = new Set(registered.map(dotted));
  let errors: SubmissionErrors = {};
  const unplaced: string[] = [];
  for (const [serverPath, messages] of Object.entries(failure.response.errors ?? {})) {
    const path = fieldPath(serverPath);
    if (onScreen.has(path)) errors = setIn(errors, path, messages[0]);
    else unplaced.push(...messages);
  }
  const placedAny = Object.keys(errors).length > 0;
  const summary = placedAny
    ? [CHECK_MARKED, ...unplaced]
    : unplaced.length > 0
      ? unplaced
      : [failure.message];
  return { ...errors, [FORM_ERROR]: [...new Set(summary)].join(' ') };
}
