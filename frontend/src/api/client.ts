import { createApiClient } from '@ivy/api-client';

/**
 * The one API client: same origin (DESIGN §1), cookies sent, the CSRF header on writes.
 *
 * Screens never call it or build URLs: each resource has a hook in this folder (see cookies.ts, cms.ts),
 * an SWR key that is the API path and query string exactly as requested (apiPath fills templates), so
 * the server's preloaded answers (preloadedState.ts) match it, and a fetcher that unwraps the answer:
 * `ok: false` rejects with an ApiFailure carrying the whole answer (SPEC §7).
 */
export const api = createApiClient();
