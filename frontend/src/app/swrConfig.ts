import type { Middleware, SWRConfiguration } from 'swr';

/** App-wide SWR defaults; each hook in src/api/ brings its own fetcher over the generated client. */
export const swrConfig: SWRConfiguration = {
  // Refetching when the tab regains focus would reset forms a visitor is part-way through.
  revalidateOnFocus: false,
  // The API answers a failure with ok: false and a reason; repeating the call rarely changes it.
  errorRetryCount: 2,
};

/**
 * The defaults plus the server's preloaded answers (keyed by API path) as SWR's fallback. The server
 * has just answered those requests for this page load, so a screen showing one does not ask again on
 * mount; later revalidation (after a mutate, say) works as usual.
 */
export function swrConfigWith(preloaded: Record<string, unknown>): SWRConfiguration {
  const skipPreloaded: Middleware = (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      typeof key === 'string' && Object.hasOwn(preloaded, key)
        ? { ...config, revalidateOnMount: false }
        : config,
    );
  return { ...swrConfig, fallback: preloaded, use: [skipPreloaded] };
}
