import { matchRoutes } from 'react-router-dom';
import type { LazyPage } from './lazyWithTimeout';
import { routes, type RouteMeta } from './routes';

const EMPTY_META: RouteMeta = { title: '', description: '' };

// matchRoutes ranks the patterns the way <Routes> does, so '/get-a-quote/summary' beats '/get-a-quote/:id'.
const findRoute = (pathname: string) => matchRoutes([...routes], pathname)?.at(-1)?.route;

/** The table's title and description for a path; paths not in the table get empty values (SPEC §2). */
export function findRouteMeta(pathname: string): RouteMeta {
  const route = findRoute(pathname);
  return route ? { title: route.title, description: route.description } : EMPTY_META;
}

/**
 * Staff's screens: the back office and its sign-in. They set only strictly necessary cookies (the
 * session and its CSRF token), so the visitors' cookie question has nothing to ask there.
 */
export function isStaffScreen(pathname: string): boolean {
  const route = findRoute(pathname);
  return route?.layout === 'admin' || Boolean(route?.staffSignIn);
}

/** Fetches the chunk of the page a path shows (see LazyPage); settles at once for other paths. */
export async function preloadPageAt(pathname: string): Promise<void> {
  const Page = findRoute(pathname)?.Page;
  if (Page && 'preload' in Page) await (Page as LazyPage).preload();
}
