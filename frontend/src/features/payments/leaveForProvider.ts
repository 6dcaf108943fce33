/**
 * Sends the browser to the payment provider's hosted page: a full navigation away from the SPA, not a
 * route change. One seam, so tests can see where a customer was sent without replacing `window.location`.
 */
export function leaveForProvider(url: string): void {
  window.location.assign(url);
}
