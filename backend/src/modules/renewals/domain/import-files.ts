/** How long a checked upload waits to be imported before it is deleted. */
export const UNIMPORTED_KEEP_MS = 24 * 60 * 60_000;

/**
 * A file of the imports directory due for deletion: an upload kept for its import (`<id>.sheet`),
 * or one whose check never finished (`<name>.upload`, the server stopped mid-check), older than a
 * day. Error reports stay: they belong to the import history.
 */
export type StaleImportFile = { kind: 'sheet'; importId: string } | { kind: 'upload' };

export function staleImportFile(name: string, modified: Date, now: Date): StaleImportFile | undefined {
  if (now.getTime() - modified.getTime() <= UNIMPORTED_KEEP_MS) return undefined;
  const sheet = /^([0-9a-f]{24})\.sheet$/.exec(name);
  if (sheet) return { kind: 'sheet', importId: sheet[1] };
  return name.endsWith('.upload') ? { kind: 'upload' } : undefined;
}
