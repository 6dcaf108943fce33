import { readHeader } from './renewal-columns';
import { RowError, RowValidator } from './renewal-row';
import type { RenewalFields } from './renewal-terms';

/** A row of the uploaded sheet as text cells; `row` counts from 1 at the header, as a spreadsheet does. */
export interface SheetRow {
  row: number;
  cells: string[];
}

export type CheckedRow =
  { row: number; ok: true; fields: RenewalFields } | { row: number; ok: false; errors: RowError[] };

/** The file as a whole cannot be imported (empty, or the header lacks columns): nothing is written. */
export class SheetProblem extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(' '));
    this.name = 'SheetProblem';
  }
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Checks a sheet row by row as it streams: the header first, then every data row, refusing a policy
 * number seen earlier in the same file (the first one stands). Blank rows are skipped. Throws
 * SheetProblem before the first row when the file cannot be read as renewals.
 */
export class SheetCheck {
  /** Columns the header has that the import does not use (set once the header is read). */
  ignored: string[] = [];

  constructor(private readonly now: Date) {}

  async *rows(source: AsyncIterable<SheetRow>): AsyncGenerator<CheckedRow> {
    let validator: RowValidator | undefined;
    let dataRows = 0;
    const seen = new Map<string, number>();
    for await (const { row, cells } of source) {
      if (isBlank(cells)) continue;
      if (!validator) {
        const header = readHeader(cells);
        if (!header.ok) throw new SheetProblem(header.problems);
        this.ignored = header.ignored;
        validator = new RowValidator(header.columns, this.now);
        continue;
      }
      dataRows++;
      const result = validator.validate(cells, row);
      if (!result.ok) {
        yield { row, ok: false, errors: result.errors };
        continue;
      }
      const { policyNumber } = result.fields;
      const first = seen.get(policyNumber);
      if (first !== undefined) {
        yield {
          row,
          ok: false,
          errors: [
            {
              row,
              column: 'Policy number',
              value: policyNumber,
              message: `${policyNumber} is also on row ${first}; each policy may appear once.`,
            },
          ],
        };
        continue;
      }
      seen.set(policyNumber, row);
      yield { row, ok: true, fields: result.fields };
    }
    if (!validator) throw new SheetProblem(['The file is empty.']);
    if (dataRows === 0) throw new SheetProblem(['The file has a header but no renewals.']);
  }
}
