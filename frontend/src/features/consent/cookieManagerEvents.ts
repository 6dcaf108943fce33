/**
 * How anything on the page asks the cookie consent feature to open its manager view, without importing
 * that feature (it listens for this window event).
 */
export const OPEN_COOKIE_MANAGER_EVENT = 'ivy:open-cookie-manager';

export function openCookieManager(): void {
  window.dispatchEvent(new CustomEvent(OPEN_COOKIE_MANAGER_EVENT));
}
