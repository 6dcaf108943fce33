import type { RatingTableSummary } from '#src/api/rating';
import { formatMoney } from '#src/language/money';

export const RATING = '/admin/rating';
export const RATING_UPLOAD = `${RATING}/upload`;
export const RATING_SANDBOX = `${RATING}/sandbox`;
export const ratingTablePath = (id: string) => `${RATING}/${encodeURIComponent(id)}`;
export const uploadFromPath = (id: string) => `${RATING_UPLOAD}?from=${encodeURIComponent(id)}`;
export const sandboxPath = (id: string) => `${RATING_SANDBOX}?table=${encodeURIComponent(id)}`;

/** An inactive version that never priced a quote is a draft; one that did can be rolled back to. */
export function tableStatusLabel(table: Pick<RatingTableSummary, 'status' | 'activatedAt'>): string {
  if (table.status === 'active') return 'Active';
  if (table.status === 'retired') return 'Retired';
  return table.activatedAt ? 'Inactive (was active)' : 'Draft';
}

/**
 * The version a roll back would bring back, as the server picks it: the inactive one most recently
 * switched off. Undefined when none of these rows is (it may still be on another page).
 */
export function rollbackTarget(rows: readonly RatingTableSummary[]): RatingTableSummary | undefined {
  return rows
    .filter((row) => row.status === 'inactive' && row.deactivatedAt)
    .reduce<RatingTableSummary | undefined>(
      (latest, row) => (!latest || (row.deactivatedAt ?? '') > (latest.deactivatedAt ?? '') ? row : latest),
      undefined,
    );
}

export type ParsedJson = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

/** Pasted or loaded text as a JSON object, or what is wrong with it in words staff can act on. */
export function parseJsonObject(text: string, what: string): ParsedJson {
  if (text.trim() === '') return { ok: false, error: `Paste ${what} or choose a file.` };
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { ok: false, error: `This is not valid JSON: ${(error as Error).message}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: `This is JSON, but not ${what} (a JSON object in braces).` };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/**
 * A server error key (`table.factors.age[3].upTo`, `risk.proposer.dateOfBirth`) read aloud:
 * `factors › age › row 4 › upTo`. The leading `table` or `risk` names the whole thing, so it is dropped.
 */
export function describeErrorPath(path: string): string {
  const parts = path
    .replace(/\[(\d+)\]/g, (_, index: string) => `.row ${Number(index) + 1}`)
    .split('.')
    .filter(Boolean);
  const inside = parts[0] === 'table' || parts[0] === 'risk' ? parts.slice(1) : parts;
  return inside.length > 0 ? inside.join(' › ') : 'The whole document';
}

/** How a second version's annual total compares with the first's, e.g. '€12.00 more (+2.3%)'. */
export function priceDifference(firstCents: number, secondCents: number): string {
  const delta = secondCents - firstCents;
  if (delta === 0) return 'The same price';
  const percent =
    firstCents === 0 ? '' : ` (${delta > 0 ? '+' : ''}${((delta / firstCents) * 100).toFixed(1)}%)`;
  return `${formatMoney(Math.abs(delta))} ${delta > 0 ? 'more' : 'less'}${percent}`;
}
