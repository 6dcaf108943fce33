/**
 * Text a spreadsheet would run as a formula (= + - @, and tab or carriage return before them) gets
 * a leading apostrophe, so an error report opened in Excel shows the cell instead of running it.
 */
export function escapeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV cell: formula-escaped, and quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number): string {
  const text = escapeFormula(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly (string | number)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * Comma or semicolon, as the header line says (Excel in many European locales saves with
 * semicolons). Separators inside quotes do not count.
 */
export function sniffDelimiter(headerLine: string): ',' | ';' {
  const unquoted = headerLine.replace(/"[^"]*"/g, '');
  const semicolons = unquoted.split(';').length - 1;
  const commas = unquoted.split(',').length - 1;
  return semicolons > commas ? ';' : ',';
}
