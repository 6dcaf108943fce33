/**
 * What an audit entry about an erased person's record keeps of its before and after: the names of the
 * fields that changed (what was done) and the reason staff gave (why), never a value, which would be
 * the person's data. `personErased` marks it, so a second erasure leaves it as it is.
 */
export interface ErasedChange {
  personErased: true;
  changedFields: string[];
  reason?: string;
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export function erasedChange(before: unknown, after: unknown): ErasedChange {
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const changedFields = [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((key) => key !== 'reason' && JSON.stringify(was[key]) !== JSON.stringify(now[key]))
    .sort();
  return {
    personErased: true,
    changedFields,
    ...(typeof now.reason === 'string' ? { reason: now.reason } : {}),
  };
}
