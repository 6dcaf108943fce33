/** How long a checked upload waits to be imported before it is deleted. */
export const UNIMPORTED_KEEP_MS = 24 * 60 * 60_000;

/**
 * A file of the imports' store prefix that may be due for deletion, older than a day: an upload kept
 * for its import (`<id>.sheet`), an error report (`<id>.errors.csv`: it belongs to the import history,
 * so it goes only when its import was never recorded, the server having stopped mid-check), or an
 * upload whose check never finished that an earlier version left in its directory (`<name>.upload`).
 */
export type StaleImportFile =
  { kind: 'sheet'; importId: string } | { kind: 'report'; importId: string } | { kind: 'upload' };

export function staleImportFile(name: string, modified: Date, now: Date): StaleImportFile | undefined {
  if (now.getTime() - modified.getTime() <= UNIMPORTED_KEEP_MS) return undefined;
  const kept = /^([0-9a-f]{24})\.(sheet|errors\.csv)$/.exec(name);
  if (kept) return { kind: kept[2] === 'sheet' ? 'sheet' : 'report', importId: kept[1] };
  return name.endsWith('.upload') ? { kind: 'upload' } : undefined;
}
