import type { FieldErrors } from '#src/common/http/envelope';
import { DateGrain } from './buckets';
import { codeOf, fieldOf, FieldDef, SourceDef } from './fields';
import { PivotSpec, ValueOp } from './pivot';

/** What staff pick in the explorer (and what a saved dashboard keeps). */
export interface ExplorerQuery {
  model: string;
  rows: string[];
  columns: string[];
  value: { op: ValueOp; field?: string };
  grain: DateGrain;
  dateField?: string;
  from?: string;
  to?: string;
  filters?: { field: string; values: string[] }[];
}

export type Resolved =
  { ok: true; source: SourceDef; spec: PivotSpec } | { ok: false; errors: FieldErrors; message: string };

/** A date range the wrong way round, or undefined when it is fine. */
export function reversedRange(from?: string, to?: string): string | undefined {
  return from !== undefined && to !== undefined && from > to
    ? `The end date ${to} is before the start date ${from}.`
    : undefined;
}

/**
 * Checks an explorer query against the catalogue and turns it into a pivot spec: every model and
 * field must exist, sums and averages need a number, the date filter needs a date field.
 */
export function resolveQuery(sources: readonly SourceDef[], query: ExplorerQuery): Resolved {
  const source = sources.find((candidate) => candidate.key === query.model);
  if (!source) {
    const message = `Unknown model "${query.model}".`;
    return {
      ok: false,
      message,
      errors: { model: [`${message} Choose one of: ${sources.map((s) => s.key).join(', ')}.`] },
    };
  }
  const errors: FieldErrors = {};
  const complain = (path: string, problem: string) => (errors[path] ??= []).push(problem);
  const lookUp = (path: string, key: string, allowed?: (field: FieldDef) => string | undefined) => {
    const field = fieldOf(source, key);
    if (!field) {
      complain(path, `Unknown field "${key}" in ${source.key}.`);
      return undefined;
    }
    const problem = allowed?.(field);
    if (problem) complain(path, problem);
    return problem ? undefined : field;
  };

  const rows = query.rows.map((key, index) => lookUp(`rows.${index}`, key));
  const columns = query.columns.map((key, index) => lookUp(`columns.${index}`, key));
  let valueField: FieldDef | undefined;
  if (query.value.op !== 'count') {
    if (query.value.field === undefined)
      complain('value.field', `Choose a number to ${query.value.op === 'sum' ? 'sum' : 'average'}.`);
    else
      valueField = lookUp('value.field', query.value.field, (field) =>
        field.kind === 'number'
          ? undefined
          : `"${field.key}" is not a number, so it cannot be summed or averaged.`,
      );
  }
  const dateField = lookUp('dateField', query.dateField ?? source.defaultDate, (field) =>
    field.kind === 'date' ? undefined : `"${field.key}" is not a date.`,
  );
  const reversed = reversedRange(query.from, query.to);
  if (reversed) complain('to', reversed);
  const values = new Map<string, Set<string>>();
  (query.filters ?? []).forEach((filter, index) => {
    const field = lookUp(`filters.${index}.field`, filter.field, (candidate) =>
      candidate.kind === 'category' || candidate.kind === 'tags'
        ? undefined
        : `"${candidate.key}" cannot be filtered by value; filter dates with the date range.`,
    );
    if (field) {
      const codes = filter.values.map((value) => codeOf(field, value));
      values.set(field.key, new Set([...(values.get(field.key) ?? []), ...codes]));
    }
  });

  const problems = Object.entries(errors);
  if (problems.length > 0 || !dateField) {
    return { ok: false, errors, message: problems.map(([, messages]) => messages.join(' ')).join(' ') };
  }
  return {
    ok: true,
    source,
    spec: {
      rows: rows.filter((field): field is FieldDef => field !== undefined),
      columns: columns.filter((field): field is FieldDef => field !== undefined),
      op: query.value.op,
      valueField,
      grain: query.grain,
      dateField,
      from: query.from,
      to: query.to,
      values,
    },
  };
}
