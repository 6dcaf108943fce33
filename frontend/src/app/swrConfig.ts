import type { SWRConfiguration } from 'swr';

/** App-wide SWR defaults; each hook in src/api/ brings its own fetcher over the generated client. */
export const swrConfig: SWRConfiguration = {
  // Refetching when the tab regains focus would reset forms a visitor is part-way through.
  revalidateOnFocus: false,
  // The API answers a failure with ok: false and a reason; repeating the call rarely changes it.
  errorRetryCount: 2,
};
