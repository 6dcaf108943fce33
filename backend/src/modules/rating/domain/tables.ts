import v1 from '../tables/rating-table.v1.json';
import { RatingTable, ratingTableFor } from './rating-table';
import { parseRatingTable } from './parse-rating-table';

/** Validates a table on load; a broken table must stop the service starting, not misprice quotes. */
export function loadRatingTable(input: unknown): RatingTable {
  const parsed = parseRatingTable(input);
  if (!parsed.ok) {
    const details = parsed.errors.map((error) => `${error.path || '(table)'}: ${error.message}`).join('; ');
    throw new Error(`Invalid rating table: ${details}`);
  }
  return parsed.table;
}

/** The tables shipped with the code; the admin's uploads join these at runtime. */
export const BUILT_IN_RATING_TABLES: readonly RatingTable[] = [loadRatingTable(v1)];

export function builtInRatingTableFor(date: string): RatingTable | undefined {
  return ratingTableFor(date, BUILT_IN_RATING_TABLES);
}
