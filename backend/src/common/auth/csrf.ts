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

/**
 * A write that another site's page started: Fetch Metadata says so (another site, or a sibling
 * subdomain), or, from a browser without it, the Origin is not this host. The login has no session to
 * hold a CSRF token yet, so this is its check: a form elsewhere could otherwise sign the browser in to
 * an account of the attacker's choosing. Clients that are not browsers send neither header.
 */
export function isForeignWrite(req: Request): boolean {
  const site = req.get('Sec-Fetch-Site');
  if (site) return site === 'cross-site' || site === 'same-site';
  const origin = req.get('Origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.get('host');
  } catch {
    // `Origin: null`: a sandboxed frame, a file, a redirect from elsewhere.
    return true;
  }
}
