import { QueryFilter, Types } from 'mongoose';

/**
 * An $or of the branches whose identifier list is not empty (each branch on an indexed field), or
 * undefined when the subject has none of them: the caller then reads nothing.
 */
export function anyOf<T>(
  branches: [values: unknown[], filter: QueryFilter<T>][],
): QueryFilter<T> | undefined {
  const used = branches.filter(([values]) => values.length > 0).map(([, filter]) => filter);
  return used.length === 0 ? undefined : ({ $or: used } as QueryFilter<T>);
}

/** The ids that are ObjectIds, as ObjectIds (record keys of other kinds never match). */
export function objectIds(ids: string[]): Types.ObjectId[] {
  return ids.filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id));
}
