import { ApiFailure } from '@ivy/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfigWith } from '../app/swrConfig';
import { GA_RECORD } from '../features/consent/consentFixtures';
import { useCmsPage } from './cms';
import { recordConsent, useCookieRecords } from './cookies';

// The client takes the global fetch when it is created, so the stub must be in place before the import.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

const COOKIES = {
  ok: true,
  message: 'OK',
  errors: {},
  cookies: [GA_RECORD],
  version: '1',
};

function wrapperWith(preloaded: Record<string, unknown> = {}) {
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ ...swrConfigWith(preloaded), provider: () => new Map(), errorRetryCount: 0 }}>
      {children}
    </SWRConfig>
  );
}

/** The path and query of the one request made: it must equal the SWR key the hook used. */
function requested(): string {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const url = new URL(fetchMock.mock.calls[0][0].url);
  return url.pathname + url.search;
}

beforeEach(() => fetchMock.mockReset());

describe('useCookieRecords', () => {
  it('gets the cookie records (the route the server answers with or without the trailing slash)', async () => {
    fetchMock.mockImplementation(() => json(COOKIES));
    const { result } = renderHook(() => useCookieRecords(), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current.data).toEqual(COOKIES));
    expect(requested()).toBe('/api/v1/dg-cookies');
    expect(fetchMock.mock.calls[0][0].credentials).toBe('include');
  });

  it("uses the server's preloaded answer without asking again", async () => {
    fetchMock.mockImplementation(() => json(COOKIES));
    const { result } = renderHook(() => useCookieRecords(), {
      wrapper: wrapperWith({ '/api/v1/dg-cookies/': COOKIES }),
    });
    expect(result.current.data).toEqual(COOKIES);
    // SWR would revalidate on the next animation frame; the frame after it comes once that has run.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails with an ApiFailure carrying the whole answer when it says ok: false (SPEC §7)', async () => {
    const answer = { ok: false, message: 'Unavailable', errors: {}, requestId: 'r1' };
    fetchMock.mockImplementation(() => json(answer, 503));
    const { result } = renderHook(() => useCookieRecords(), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiFailure));
    expect(result.current.error?.response).toEqual(answer);
    expect(result.current.error?.status).toBe(503);
  });
});

describe('useCmsPage', () => {
  it('gets one page, keyed by exactly the path it requests', async () => {
    const page = { ok: true, message: 'OK', errors: {}, page: 'competition', sections: [] };
    fetchMock.mockImplementation(() => json(page));
    const { result } = renderHook(() => useCmsPage('competition'), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(requested()).toBe('/api/v1/cms/pages/competition');
  });

  it('asks for nothing given null', () => {
    const { result } = renderHook(() => useCmsPage(null), { wrapper: wrapperWith() });
    expect(result.current.data).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('recordConsent', () => {
  const body = {
    anonymousId: '0b6f7a4e-3c1d-4a8b-9f2e-5d6c7b8a9e0f',
    choices: { functional: false, analytics: true, marketing: false },
    bannerVersion: '2026-11',
    source: 'banner' as const,
  };

  it('posts the choice as JSON', async () => {
    fetchMock.mockImplementation(() => json({ ok: true, message: 'OK', errors: {} }));
    await recordConsent(body);
    const request = fetchMock.mock.calls[0][0];
    expect(request.method).toBe('POST');
    expect(requested()).toBe('/api/v1/dg-cookies/consent');
    expect(await request.json()).toEqual(body);
  });

  it('rejects with the whole answer on ok: false', async () => {
    fetchMock.mockImplementation(() => json({ ok: false, message: 'Bad', errors: { source: ['bad'] } }, 400));
    await expect(recordConsent(body)).rejects.toMatchObject({ response: { errors: { source: ['bad'] } } });
  });
});
