import { OPEN_COOKIE_MANAGER_EVENT, openCookieManager } from './cookieManagerEvents';

describe('openCookieManager', () => {
  it('dispatches the open-cookie-manager event on window', () => {
    const listener = vi.fn();
    window.addEventListener(OPEN_COOKIE_MANAGER_EVENT, listener);
    openCookieManager();
    window.removeEventListener(OPEN_COOKIE_MANAGER_EVENT, listener);
    expect(OPEN_COOKIE_MANAGER_EVENT).toBe('ivy:open-cookie-manager');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
