import { createContext } from 'react';

/**
 * The ids of the records (quotes, renewals) this browser opened, in a cookie the server reads when it
 * renders a page: a page of a record whose id is not listed certainly has no token in this tab, so the
 * server renders what such a visitor sees (the way to retrieve it) instead of a loading screen that only
 * the app, once started, could resolve. Ids alone open nothing (every call needs the token, which stays
 * in the tab's sessionStorage); the cookie ends with the browser session, as tokens end with the tab.
 */
export const OPENED_COOKIE = 'ivy.opened';

/** Enough for every record a visitor works on at once; the oldest go first. */
const KEPT = 10;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The ids in the cookie's value, oldest first. */
export const openedIds = (value: string): string[] => value.split('.').filter((id) => ID.test(id));

/** The ids `document.cookie` lists. */
export function openedIn(cookies: string): string[] {
  const pair = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${OPENED_COOKIE}=`));
  return pair ? openedIds(pair.slice(OPENED_COOKIE.length + 1)) : [];
}

/** Lists the id in this browser's cookie (latest last, at most KEPT). */
export function noteOpened(id: string): void {
  if (!ID.test(id)) return;
  const ids = [...openedIn(document.cookie).filter((listed) => listed !== id), id].slice(-KEPT);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${OPENED_COOKIE}=${ids.join('.')}; Path=/; SameSite=Lax${secure}`;
}

/**
 * The ids the server saw when it rendered this page (entry-server.tsx), and the same ids read in the
 * browser when the app hydrates that markup (main.tsx): both renders decide alike.
 */
export const OpenedRecords = createContext<readonly string[]>([]);
