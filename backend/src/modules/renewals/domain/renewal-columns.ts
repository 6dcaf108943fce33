import { HISTORY_YEARS } from './renewal-terms';

export interface ColumnSpec {
  key: string;
  /** The template's header; any header equal to it ignoring case, spaces and punctuation matches. */
  header: string;
  required: boolean;
}

const yearsAgo = (n: number) => (n === 1 ? '1 year ago' : `${n} years ago`);

const historyColumns: ColumnSpec[] = Array.from({ length: HISTORY_YEARS }, (_, i) => [
  { key: `premium${i + 1}`, header: `Premium ${yearsAgo(i + 1)}`, required: false },
  { key: `claims${i + 1}`, header: `Claims ${yearsAgo(i + 1)}`, required: false },
]).flat();

/** The import file's columns, in the template's order. */
export const RENEWAL_COLUMNS: readonly ColumnSpec[] = [
  { key: 'policyNumber', header: 'Policy number', required: true },
  { key: 'customerName', header: 'Customer name', required: true },
  { key: 'email', header: 'Email', required: true },
  { key: 'phone', header: 'Phone', required: false },
  { key: 'dateOfBirth', header: 'Date of birth', required: true },
  { key: 'registration', header: 'Vehicle registration', required: true },
  { key: 'vehicle', header: 'Make and model', required: true },
  { key: 'coverType', header: 'Cover type', required: true },
  { key: 'renewalDate', header: 'Renewal date', required: true },
  { key: 'currentPremium', header: 'Current premium', required: true },
  { key: 'renewalPremium', header: 'Renewal premium', required: true },
  { key: 'noClaimsYears', header: 'No-claims years', required: true },
  ...historyColumns,
];

const COLUMN_BY_NAME = new Map(
  RENEWAL_COLUMNS.flatMap((column) => [
    [headerKey(column.header), column],
    [headerKey(column.key), column],
  ]),
);

function headerKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Which cell of a row holds each known column. */
export type ColumnMap = ReadonlyMap<string, number>;

export type HeaderResult =
  { ok: true; columns: ColumnMap; ignored: string[] } | { ok: false; problems: string[] };

/**
 * Reads the header row. Missing required columns and a column given twice refuse the file; unknown
 * columns are ignored and listed so staff see they were.
 */
export function readHeader(cells: readonly string[]): HeaderResult {
  const columns = new Map<string, number>();
  const ignored: string[] = [];
  const problems: string[] = [];
  cells.forEach((cell, index) => {
    const name = cell.trim();
    if (name === '') return;
    const column = COLUMN_BY_NAME.get(headerKey(name));
    if (!column) ignored.push(name);
    else if (columns.has(column.key)) problems.push(`The column "${column.header}" appears twice.`);
    else columns.set(column.key, index);
  });
  const missing = RENEWAL_COLUMNS.filter((column) => column.required && !columns.has(column.key));
  if (missing.length > 0) {
    problems.push(`Missing column(s): ${missing.map((column) => column.header).join(', ')}.`);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, columns, ignored };
}

export function columnHeader(key: string): string {
  return RENEWAL_COLUMNS.find((column) => column.key === key)?.header ?? key;
}

/** The downloadable template: the header row and one example row. */
export function templateRows(): string[][] {
  const example: Record<string, string> = {
    policyNumber: 'IVY-R-100001',
    customerName: 'Aoife Byrne',
    email: 'aoife.byrne@example.ie',
    phone: '087 123 4567',
    dateOfBirth: '1985-04-12',
    registration: '191-D-12345',
    vehicle: 'Toyota Corolla',
    coverType: 'Comprehensive',
    renewalDate: '2027-01-15',
    currentPremium: '612.40',
    renewalPremium: '598.00',
    noClaimsYears: '6',
    premium1: '612.40',
    claims1: '0',
    premium2: '640.00',
    claims2: '0',
  };
  return [RENEWAL_COLUMNS.map((column) => column.header), RENEWAL_COLUMNS.map((c) => example[c.key] ?? '')];
}
