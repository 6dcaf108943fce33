import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { App } from './app/App';
import { openedIds, OpenedRecords } from './api/openedRecords';
import type { LazyPage } from './app/lazyWithTimeout';
import { routes } from './app/routes';
import { swrConfigWith } from './app/swrConfig';

/**
 * The server's side of the first paint (backend/src/web/page-markup.ts): each visitor page rendered to
 * markup inside #root, so a phone paints the page before the app's script has arrived, and the app then
 * hydrates that markup (main.tsx). Staff screens stay rendered in the browser only.
 */

/** The pages the server renders: the visitors' ones, not the staff sign-in screens. */
const visitorPages = routes.filter((route) => route.layout === 'public' && !route.staffSignIn);

/**
 * Loads every visitor page's chunk, once, before the first render: a page whose chunk is loaded renders
 * at once (LazyPage), where one still loading would render only its Suspense fallback.
 */
export async function loadPages(): Promise<void> {
  await Promise.all(visitorPages.map(({ Page }) => (Page as LazyPage).preload()));
}

/**
 * The markup of the page at `url` (path and query) with the API answers the server embeds for it and
 * the value of the request's cookie of records this browser opened (api/openedRecords.ts): what the
 * app renders on its first pass in the browser, given the same. Undefined for a path that is no
 * visitor page (a staff screen, an unknown path the app sends home).
 */
export function render(url: string, preloaded: Record<string, unknown>, opened = ''): string | undefined {
  const { pathname } = new URL(url, 'http://localhost');
  const route = matchRoutes([...routes], pathname)?.at(-1)?.route;
  if (!route || !visitorPages.includes(route)) return undefined;
  return renderToString(
    <StrictMode>
      {/* A cache of its own per render: SWR's default one is shared by every render in the process. */}
      <SWRConfig value={{ ...swrConfigWith(preloaded), provider: () => new Map() }}>
        <OpenedRecords.Provider value={openedIds(opened)}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </OpenedRecords.Provider>
      </SWRConfig>
    </StrictMode>,
  );
}
