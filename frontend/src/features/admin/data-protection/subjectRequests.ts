import type { DataSubjectErasure, DataSubjectQuery } from '#src/api/dataProtection';
import { formatDate } from '#src/language/dates';
import { plural } from '#src/language/plural';

/** The finder's boxes; any one is enough. */
export type FinderValues = { [K in keyof Required<DataSubjectQuery>]?: string };

export const NO_IDENTIFIER = 'Enter an email, phone, web reference or policy number';

/** The request for what was typed (blanks left out), or undefined when nothing was. */
export function subjectQueryOf(values: FinderValues): DataSubjectQuery | undefined {
  const query = Object.fromEntries(
    Object.entries(values)
      .map(([name, value]) => [name, value?.trim() ?? ''])
      .filter(([, value]) => value !== ''),
  ) as DataSubjectQuery;
  return Object.keys(query).length > 0 ? query : undefined;
}

/** The finder's form-level check: at least one identifier, shown under the first box. */
export function finderErrors(values: FinderValues): Record<string, string> {
  return subjectQueryOf(values) ? {} : { email: NO_IDENTIFIER };
}

/** What an erasure did, in one sentence for its success dialog. */
export function erasureText(erasure: DataSubjectErasure): string {
  const sum = (field: 'deleted' | 'anonymised' | 'held') =>
    erasure.outcomes.reduce((total, outcome) => total + outcome[field], 0);
  const kept = sum('held');
  return (
    `${plural(sum('deleted'), 'record')} deleted and ${plural(sum('anonymised'), 'record')} anonymised. ` +
    (kept > 0
      ? `${plural(kept, 'record')} kept, minimal, ${erasure.keptUntil ? `until ${formatDate(erasure.keptUntil)}, ` : ''}for the period the law requires.`
      : 'Nothing about this person remains.')
  );
}

/** The export's two files, named by the request the audit log records. */
export function exportFiles(requestRef: string) {
  return { archive: `${requestRef}-personal-data.json`, summary: `${requestRef}-summary.txt` };
}
