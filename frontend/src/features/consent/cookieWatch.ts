/** SPEC §9: how often the page's cookies are read where the browser cannot announce changes. */
export const COOKIE_POLL_MS = 300;

/**
 * Calls `onChange` with `document.cookie` now and whenever it changes (tags set cookies at any time):
 * on the Cookie Store API's change event where there is one, otherwise by polling. Answers the stop.
 */
export function watchCookies(onChange: (cookie: string) => void): () => void {
  let last = document.cookie;
  onChange(last);
  const check = () => {
    const cookie = document.cookie;
    if (cookie === last) return;
    last = cookie;
    onChange(cookie);
  };
  // Typed as always present, but Firefox before 140 and older Safari have no Cookie Store API.
  const { cookieStore } = window as { cookieStore?: CookieStore };
  if (cookieStore) {
    cookieStore.addEventListener('change', check);
    return () => cookieStore.removeEventListener('change', check);
  }
  const timer = window.setInterval(check, COOKIE_POLL_MS);
  return () => window.clearInterval(timer);
}

/** The names of the cookies in a `document.cookie` string. */
function cookieNames(cookie: string): string[] {
  return cookie
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter(Boolean);
}

/**
 * Whether a listed cookie is among the page's cookies; a name with a placeholder, such as
 * `_ga_<measurement-id>`, stands for every cookie that starts with the part before it.
 */
export function isCookieSet(listedName: string, cookie: string): boolean {
  const placeholder = listedName.indexOf('<');
  const matches =
    placeholder === -1
      ? (name: string) => name === listedName
      : (name: string) => name.startsWith(listedName.slice(0, placeholder));
  return cookieNames(cookie).some(matches);
}
