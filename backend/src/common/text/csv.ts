/** A cell of a CSV the app writes: text, a number, or empty. */
export type CsvCell = string | number | null;

/** Where a cell's text starts, and each place a spreadsheet may start a new cell in it. */
const CELL_STARTS = /(^|[,;\t])(?=[=+\-@\t\r])/g;

/**
 * Text a spreadsheet would run as a formula gets an apostrophe before it: at the cell's start (= + - @,
 * or a tab or carriage return that some spreadsheets strip first), and after every separator Excel may
 * split on (comma, semicolon, tab: its locale decides), in case a reader splits there. Numbers stay
 * numbers: they cannot hold a formula.
 */
export function escapeFormula(text: string): string {
  return text.replace(CELL_STARTS, "$1'");
}

/** One CSV cell: formula-escaped, and quoted when it holds any separator, a quote or a line break. */
export function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = escapeFormula(cell);
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, comma-separated, ending in CRLF. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function toCsv(lines: readonly (readonly CsvCell[])[]): string {
  return lines.map(csvLine).join('');
}
