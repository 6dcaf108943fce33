import { phoneKey } from '../search/search-keys';
import type { Subject, SubjectIdentifiers } from './personal-data-hook';

/** What staff or an integrator give to find a person: any of these. */
export interface SubjectQuery {
  email?: string;
  phone?: string;
  webReference?: string;
  policyNumber?: string;
}

const NORMALISE: { [K in keyof Subject]: (value: string) => string } = {
  emails: (value) => value.trim().toLowerCase(),
  phones: phoneKey,
  webReferences: (value) => value.trim().toUpperCase().replace(/\s+/g, '-'),
  policyNumbers: (value) => value.trim().toUpperCase(),
  recordKeys: (value) => value,
};

const FIELDS = Object.keys(NORMALISE) as (keyof Subject)[];

export function emptySubject(): Subject {
  return { emails: [], phones: [], webReferences: [], policyNumbers: [], recordKeys: [] };
}

/** Adds identifiers (normalised, without repeats or blanks); `grew` says whether any was new. */
export function widenSubject(
  subject: Subject,
  found: SubjectIdentifiers,
): { subject: Subject; grew: boolean } {
  let grew = false;
  const widened = emptySubject();
  for (const field of FIELDS) {
    const values = new Set(subject[field]);
    for (const value of (found[field] ?? []).map(NORMALISE[field])) {
      if (value === '' || values.has(value)) continue;
      values.add(value);
      grew = true;
    }
    widened[field] = [...values].sort();
  }
  return { subject: widened, grew };
}

export function subjectOf(query: SubjectQuery): Subject {
  // A null is as good as absent: the validation pipe lets an optional field through as null.
  const given = (value: string | null | undefined) => (typeof value === 'string' ? [value] : []);
  return widenSubject(emptySubject(), {
    emails: given(query.email),
    phones: given(query.phone),
    webReferences: given(query.webReference),
    policyNumbers: given(query.policyNumber),
  }).subject;
}

export function isEmptySubject(subject: Subject): boolean {
  return FIELDS.every((field) => subject[field].length === 0);
}
