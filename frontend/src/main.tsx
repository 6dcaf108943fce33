// First: Google Consent Mode's defaults must be on the data layer before anything could load a tag.
import './features/consent/startConsentMode';
// Global styles next, so component stylesheets (bundled after them) can override them.
import './styles/tokens.css';
import './styles/base.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { openedIn, OpenedRecords } from './api/openedRecords';
import { readPreloadedState } from './api/preloadedState';
import { App } from './app/App';
import { preloadPageAt } from './app/routeMeta';
import { swrConfigWith } from './app/swrConfig';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { swr: preloaded } = readPreloadedState();

/**
 * The most the first render waits for the page's own chunk, which comes with the app's: the page then
 * renders (or hydrates) whole at once. Past this, a page rendered here shows the shell and the page's
 * loading indicator first; a server-rendered one keeps the server's markup of the page until it arrives.
 */
const FIRST_PAGE_WAIT_MS = 1000;

const app = (
  <StrictMode>
    <SWRConfig value={swrConfigWith(preloaded)}>
      {/* Read as the page's request sent it, for the hydration to decide as the server did. */}
      <OpenedRecords.Provider value={openedIn(document.cookie)}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </OpenedRecords.Provider>
    </SWRConfig>
  </StrictMode>
);

/**
 * A visitor page comes rendered by the server (src/entry-server.tsx) from the same preloaded answers:
 * the app takes over that markup; a page whose chunk has not arrived keeps the server's markup until it
 * has. Staff screens come empty and are rendered here. Either way in a transition, which renders in
 * slices that yield to the browser between them: the first screen's render or hydration is no single
 * long task on a slow phone (the page cannot answer a tap during one).
 */
const renderApp = () =>
  startTransition(() => {
    if (container.hasChildNodes()) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });

void Promise.race([
  preloadPageAt(window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
]).then(renderApp);
