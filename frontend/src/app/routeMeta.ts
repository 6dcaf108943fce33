import { matchRoutes } from 'react-router-dom';
import { routes, type RouteMeta } from './routes';

const EMPTY_META: RouteMeta = { title: '', description: '' };

/** The table's title and description for a path; paths not in the table get empty values (SPEC §2). */
export function findRouteMeta(pathname: string): RouteMeta {
  // matchRoutes ranks the patterns the way <Routes> does, so '/get-a-quote/summary' beats '/get-a-quote/:id'.
  const route = matchRoutes([...routes], pathname)?.at(-1)?.route;
  return route ? { title: route.title, description: route.description } : EMPTY_META;
}
