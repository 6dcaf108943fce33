import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfigWith } from '../app/swrConfig';

/** A JSON answer as the API sends it. */
export const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

/** The envelope every successful answer carries. */
export const okEnvelope = { ok: true, message: 'OK', errors: {} };

/**
 * Renders a screen as the app does: in a router, with the app's SWR set-up and `preloaded` as the server's
 * preloaded answers. Each render gets its own cache and no retries, so tests do not leak into each other.
 */
export function renderPage(ui: ReactElement, { preloaded = {}, path = '/' } = {}) {
  return render(
    <SWRConfig value={{ ...swrConfigWith(preloaded), provider: () => new Map(), errorRetryCount: 0 }}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </SWRConfig>,
  );
}

/** The path and query of each request a fetch mock received, in order. */
export const requestedPaths = (fetchMock: { mock: { calls: [Request][] } }) =>
  fetchMock.mock.calls.map(([request]) => {
    const url = new URL(request.url);
    return url.pathname + url.search;
  });
