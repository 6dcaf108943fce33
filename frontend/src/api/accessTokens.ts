import { ApiFailure } from '@ivy/api-client';
import { useContext } from 'react';
import { useHydrated } from '../components/AfterHydration';
import { noteOpened, OpenedRecords } from './openedRecords';

/**
 * Whether this tab holds a record's token: 'unknown' only while the server's markup is hydrated (and
 * on the server) for a record this browser opened, as the server sees which records those are
 * (openedRecords.ts) but never the tab's tokens.
 */
export type TokenAccess = 'held' | 'missing' | 'unknown';

interface AccessTokenOptions {
  /** Whether a kept token's record id goes in the opened-records cookie (records with pages of their own). */
  listOpened?: boolean;
}

/**
 * The access tokens of records this browser tab opened (a quote, a renewal), per record id. They live
 * in sessionStorage: a token opens the record's personal data, so it is never put in a URL by us or
 * kept after the tab closes. Where sessionStorage is refused (some private modes), a token lives as
 * long as the page. For records with pages of their own, their ids go in a cookie (openedRecords.ts), so
 * the server knows which of those pages it can render as this visitor will see them.
 */
export function accessTokens(
  storagePrefix: string,
  missingMessage: string,
  { listOpened = false }: AccessTokenOptions = {},
) {
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
    if (listOpened) noteOpened(id);
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

  /**
   * The record's TokenAccess for this render. `arriving`: the address carries a token the page is about
   * to keep (an invitation link), which the server cannot check either.
   */
  const useAccess = (id: string | null, arriving = false): TokenAccess => {
    const hydrated = useHydrated();
    const opened = useContext(OpenedRecords);
    if (!id) return 'missing';
    if (!hydrated) return arriving || opened.includes(id) ? 'unknown' : 'missing';
    return get(id) === undefined ? 'missing' : 'held';
  };

  return { get, remember, required, useAccess, missingMessage };
}
