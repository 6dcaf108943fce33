import type { Request } from 'express';
import { safeEqual } from '../crypto/tokens';

/** The double-submit pair (mirrors openapi/src/index.ts): a script-readable cookie echoed as a header. */
export const CSRF_COOKIE = 'ivy.csrf';
export const CSRF_HEADER = 'X-CSRF-Token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cookie-authenticated write must echo the session's token in the header. Another site can make
 * the browser send our cookies, but cannot read them to forge the header.
 */
export function passesCsrfCheck(req: Request, sessionToken: string): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  const sent = req.get(CSRF_HEADER);
  return typeof sent === 'string' && safeEqual(sent, sessionToken);
}

/**
 * A request another site started, as browsers label it (Fetch Metadata). Logout is a GET (SPEC), which
 * SameSite=Lax cookies accompany on a cross-site link, so a link elsewhere could end a staff session.
 */
export function isCrossSite(req: Request): boolean {
  return req.get('Sec-Fetch-Site') === 'cross-site';
}
