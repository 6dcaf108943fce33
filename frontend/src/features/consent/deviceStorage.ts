/**
 * localStorage that never throws: browsers block or fill it (private windows, strict privacy settings,
 * sandboxed frames), and a visitor must still be able to use the site, just without being remembered.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered; the choice still applies until the page is closed.
  }
}
