import { COVER_TYPE_LABELS } from '../../rating';
import { RENEWAL_COLUMNS } from './renewal-columns';
import { HISTORY_YEARS, RenewalFields } from './renewal-terms';

/** One column of a renewal on file that a row of the file would change, as the file writes it. */
export interface FieldChange {
  /** The template's header: 'Renewal premium'. */
  column: string;
  from: string;
  to: string;
}

const euros = (cents: number | undefined) => (cents === undefined ? '' : (cents / 100).toFixed(2));
const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** A renewal's fields as the file's cells, keyed as the columns are (`currentPremium`, `claims2`). */
function cells(fields: RenewalFields): Map<string, string> {
  const byKey = new Map<string, string>([
    ['customerName', fields.customerName],
    ['email', fields.email],
    ['phone', text(fields.phone)],
    ['dateOfBirth', fields.dateOfBirth],
    ['registration', fields.registration],
    ['vehicle', fields.vehicle],
    ['coverType', COVER_TYPE_LABELS[fields.coverType]],
    ['renewalDate', fields.renewalDate],
    ['currentPremium', euros(fields.currentPremiumCents)],
    ['renewalPremium', euros(fields.renewalPremiumCents)],
    ['noClaimsYears', text(fields.noClaimsYears)],
  ]);
  for (let yearsAgo = 1; yearsAgo <= HISTORY_YEARS; yearsAgo++) {
    const year = fields.history.find((entry) => entry.yearsAgo === yearsAgo);
    byKey.set(`premium${yearsAgo}`, euros(year?.premiumCents));
    byKey.set(`claims${yearsAgo}`, text(year?.claims));
  }
  return byKey;
}

/**
 * What importing `incoming` over the renewal on file would change, column by column in the template's
 * order, so staff see it before they run the import.
 */
export function fieldChanges(stored: RenewalFields, incoming: RenewalFields): FieldChange[] {
  const before = cells(stored);
  const after = cells(incoming);
  return RENEWAL_COLUMNS.flatMap(({ key, header }) => {
    const from = before.get(key) ?? '';
    const to = after.get(key) ?? '';
    return from === to ? [] : [{ column: header, from, to }];
  });
}
