// First: Google Consent Mode's defaults must be on the data layer before anything could load a tag.
import './features/consent/startConsentMode';
// Global styles next, so component stylesheets (bundled after them) can override them.
import './styles/tokens.css';
import './styles/base.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { readPreloadedState } from './api/preloadedState';
import { App } from './app/App';
import { swrConfigWith } from './app/swrConfig';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { swr: preloaded } = readPreloadedState();

const root = createRoot(container);
// A transition renders in slices that yield to the browser between them, so the first screen's render
// is no single long task on a slow phone (the page cannot answer a tap during one).
startTransition(() =>
  root.render(
    <StrictMode>
      <SWRConfig value={swrConfigWith(preloaded)}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </SWRConfig>
    </StrictMode>,
  ),
);
