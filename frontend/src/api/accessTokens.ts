import { ApiFailure } from '@ivy/api-client';

/**
 * The access tokens of records this browser tab opened (a quote, a renewal), per record id. They live
 * in sessionStorage: a token opens the record's personal data, so it is never put in a URL by us or
 * kept after the tab closes. Where sessionStorage is refused (some private modes), a token lives as
 * long as the page.
 */
export function accessTokens(storagePrefix: string, missingMessage: string) {
  const inMemory = new Map<string, string>();

  const get = (id: string): string | undefined => {
    try {
      return sessionStorage.getItem(storagePrefix + id) ?? inMemory.get(id);
    } catch {
      return inMemory.get(id);
    }
  };

  const remember = (id: string, token: string): void => {
    // A page the server renders (src/entry-server.tsx) may read a token from its address: the server
    // keeps no visitor's token.
    if (typeof window === 'undefined') return;
    inMemory.set(id, token);
    try {
      sessionStorage.setItem(storagePrefix + id, token);
    } catch {
      // The in-memory copy serves this page.
    }
  };

  /** The token, or an ApiFailure of status 401 as the server would answer without one. */
  const required = (id: string): string => {
    const token = get(id);
    if (token === undefined) throw new ApiFailure(401, { ok: false, message: missingMessage, errors: {} });
    return token;
  };

  return { get, remember, required };
}
