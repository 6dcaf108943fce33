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
