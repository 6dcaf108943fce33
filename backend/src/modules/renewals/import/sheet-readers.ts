import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { sniffDelimiter } from '../domain/csv-cells';
import type { SheetKind } from '../domain/file-kind';
import { SheetProblem, type SheetRow } from '../domain/sheet-check';

const MAX_CELL_CHARS = 2_000;

/** CSV rows as they stream, with the line each ends on (a quoted cell may span lines). */
export async function* csvRows(input: Readable, delimiter: ',' | ';'): AsyncGenerator<SheetRow> {
  const parser = input.pipe(
    parse({
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 64 * 1024,
      info: true,
    }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      yield { row: info.lines, cells: record.map((cell) => cell.slice(0, MAX_CELL_CHARS)) };
    }
  } catch (error) {
    // Every parse error, whatever its code (INVALID_OPENING_QUOTE has no CSV_ prefix): the staff's file.
    if (error instanceof CsvError) throw new SheetProblem([csvProblem(error)]);
    throw error;
  } finally {
    input.destroy();
  }
}

const CSV_PROBLEMS: Record<string, string> = {
  INVALID_OPENING_QUOTE:
    'a cell has a quote (") inside it but does not start with one. Put the whole cell in quotes and double the quote inside ("").',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted cell has text after its closing quote.',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted cell has text after its closing quote.',
  CSV_QUOTE_NOT_CLOSED: 'a quote (") opens a cell and is never closed.',
  CSV_MAX_RECORD_SIZE: 'the row is longer than 64 KB.',
};

/** The parser's error in the staff's words, naming the row (the line the parser stopped on). */
function csvProblem(error: CsvError): string {
  const lines = (error as CsvError & { lines?: unknown }).lines;
  const where = typeof lines === 'number' ? `Row ${lines}` : 'The CSV file';
  return `${where} cannot be read: ${CSV_PROBLEMS[error.code] ?? error.message}`;
}

/** A kept sheet's rows, by its kind. The file is at most 25 MB, so it is read from memory. */
export function sheetRows(kind: SheetKind, bytes: Buffer): AsyncGenerator<SheetRow> {
  return kind === 'csv' ? csvBufferRows(bytes) : xlsxRows(bytes);
}

async function* csvBufferRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  const firstLine = bytes
    .subarray(0, 64 * 1024)
    .toString('utf8')
    .split(/\r?\n/, 1)[0];
  yield* csvRows(Readable.from([bytes]), sniffDelimiter(firstLine));
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A cell's value as the text a CSV would hold: dates as 'YYYY-MM-DD', formulas by their result. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDay(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.slice(0, MAX_CELL_CHARS);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const { result } = value as ExcelJS.CellFormulaValue;
    return result === undefined || (typeof result === 'object' && !(result instanceof Date))
      ? ''
      : cellText(result);
  }
  if ('text' in value) return String(value.text);
  return '';
}

/**
 * The first worksheet's rows, read from the zip as it streams (shared strings kept, styles not). ExcelJS
 * is loaded on the first Excel file, not with the app: it is the largest package the app starts with.
 */
async function* xlsxRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  });
  const worksheets = reader[Symbol.asyncIterator]();
  try {
    const first = await worksheets.next();
    if (first.done) return;
    for await (const row of first.value) {
      const values = row.values as ExcelJS.CellValue[];
      yield { row: row.number, cells: Array.from(values.slice(1), (value) => cellText(value)) };
    }
  } catch (error) {
    if (error instanceof SheetProblem) throw error;
    throw new SheetProblem([`The Excel file cannot be read: ${(error as Error).message}`]);
  } finally {
    await passTheOthers(worksheets);
  }
}

/**
 * ExcelJS keeps each worksheet that comes before the shared strings in the zip (where Excel puts them) in a
 * temporary file, and removes it only when asked for the next worksheet: so every worksheet is asked for,
 * whether the first was read to its end or not, and each later one is opened and closed unread (its file
 * closed too). Only the first is imported, so a later one that cannot be read is no concern of this file's.
 */
async function passTheOthers(worksheets: AsyncIterator<ExcelJS.stream.xlsx.WorksheetReader>): Promise<void> {
  try {
    for (let next = await worksheets.next(); !next.done; next = await worksheets.next()) {
      for await (const _row of next.value) break;
    }
  } catch {
    return;
  }
}
