/**
 * Search boxes match the start of normalised keys written beside each record, by range, so that an
 * index serves them on MongoDB and on the embedded FerretDB alike (a `$regex` reads every record).
 * A key is lower case without accents or extra spaces: "Siobhán  O'Brien" is found by "siobhan o".
 */
export function searchKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The name keys of a person: "first last" and "last first", so the start of either name finds them. */
export function personKeys(firstName: string, lastName: string): { nameKey: string; surnameKey: string } {
  return {
    nameKey: searchKey(`${firstName} ${lastName}`),
    surnameKey: searchKey(`${lastName} ${firstName}`),
  };
}

/** A person's keys from a full name as one text ("Aoife Ní Bhriain": the first word is the first name). */
export function fullNameKeys(fullName: string): { nameKey: string; surnameKey: string } {
  const [first = '', ...rest] = searchKey(fullName).split(' ');
  return personKeys(first, rest.join(' '));
}

/** Letters and digits only, upper case: "191-D-12345" and "191d12345" agree (registrations, policy numbers). */
export function compactKey(text: string): string {
  return searchKey(text)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** An Irish phone number as its digits in national form: "+353 87 123 4567" and "087-1234567" agree. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00353')) return `0${digits.slice(5)}`;
  if (digits.startsWith('353')) return `0${digits.slice(3)}`;
  return digits;
}

/** Every string that starts with `prefix` (the highest code point closes the range). */
export function startsWith(prefix: string): { $gte: string; $lt: string } {
  return { $gte: prefix, $lt: `${prefix}\u{10FFFF}` };
}

export type SearchKeyKind = 'text' | 'phone' | 'upper' | 'compact';

function keyOf(kind: SearchKeyKind, text: string): string {
  switch (kind) {
    case 'phone':
      return /[^\d\s+()-]/.test(text) ? '' : phoneKey(text);
    case 'upper':
      return text.toUpperCase();
    case 'compact':
      return compactKey(text);
    default:
      return text;
  }
}

/**
 * A search box's filter: any of the key fields starting with what was typed, normalised as that field
 * was at write time (`text`: searchKey; `phone`: phoneKey, only when digits were typed; `upper`: upper case,
 * for references; `compact`: compactKey). Undefined when nothing searchable was typed.
 */
export function prefixSearch(
  typed: string,
  fields: Record<string, SearchKeyKind>,
): { $or: Record<string, unknown>[] } | undefined {
  const text = searchKey(typed);
  if (text === '') return undefined;
  const branches: Record<string, unknown>[] = [];
  for (const [field, kind] of Object.entries(fields)) {
    const key = keyOf(kind, text);
    if (key === '') continue;
    branches.push({ [field]: startsWith(key) });
  }
  // Nothing the fields could hold was typed (letters for a phone number): nothing matches.
  return { $or: branches.length > 0 ? branches : [{ _id: { $in: [] } }] };
}
