import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfigWith } from '../app/swrConfig';
import { json, okEnvelope, requestedPaths } from '../test/pageHarness';
import { useFaqs, useJargon } from './content';
import { useLatestPosts } from './posts';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...swrConfigWith({}), provider: () => new Map(), errorRetryCount: 0 }}>
    {children}
  </SWRConfig>
);

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => json({ ...okEnvelope, faqs: [], topics: [], jargon: [], items: [] }));
});

/** The one request a hook made: it must be exactly its SWR key, the key the server preloads under. */
async function requestOf(hook: () => { data?: unknown }) {
  const { result } = renderHook(hook, { wrapper });
  await waitFor(() => expect(result.current.data).toBeDefined());
  expect(fetchMock).toHaveBeenCalledTimes(1);
  return requestedPaths(fetchMock)[0];
}

describe('content hooks', () => {
  it.each([
    ['no filters', () => useFaqs(), '/api/v1/content/faqs'],
    ['blank filters', () => useFaqs({ search: '  ', topic: '' }), '/api/v1/content/faqs'],
    [
      'a search and a topic',
      () => useFaqs({ search: 'pay monthly', topic: 'Payments' }),
      '/api/v1/content/faqs?search=pay%20monthly&topic=Payments',
    ],
    ['jargon, no filters', () => useJargon({}), '/api/v1/content/jargon'],
    ['jargon by letter', () => useJargon({ letter: 'N' }), '/api/v1/content/jargon?letter=N'],
    ['the latest posts', () => useLatestPosts(3), '/api/v1/posts/blog?page_size=3'],
  ])('%s: requests exactly its key', async (_case, hook, path) => {
    expect(await requestOf(hook)).toBe(path);
  });
});
