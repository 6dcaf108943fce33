/** The element the server embeds in index.html with the answers it already has for this page. */
export const PRELOADED_STATE_ID = '__PRELOADED_STATE__';

export interface PreloadedState {
  /** API answers by SWR key, which is the API path and query string exactly as the SPA requests it. */
  swr: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(text: string | null | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}

/**
 * Takes the server's preloaded state off the page (SPEC §4: read once, then removed, so nothing reads a
 * stale copy later). A missing or unreadable element gives an empty state: the SPA then fetches.
 */
export function readPreloadedState(doc: Document = document): PreloadedState {
  const element = doc.getElementById(PRELOADED_STATE_ID);
  element?.remove();
  const state = parse(element?.textContent);
  return { swr: isRecord(state) && isRecord(state.swr) ? state.swr : {} };
}
