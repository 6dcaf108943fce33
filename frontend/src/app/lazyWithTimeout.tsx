import { createContext, lazy, use, useState, type ComponentType } from 'react';
import { ChunkLoadRetry } from '../components/ChunkLoadRetry';

/** SPEC §9: a page chunk that has not arrived after this long is treated as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

type Module<P> = { default: ComponentType<P> };

/**
 * A lazily loaded page. `preload()` fetches its chunk ahead of rendering; a page mounted after that
 * renders at once instead of showing its Suspense fallback first (a paint, a layout and a layout
 * shift on the way to the page's real content).
 */
export type LazyPage<P extends object = object> = ComponentType<P> & { preload: () => Promise<void> };

const RetryContext = createContext<() => void>(() => undefined);

function RetryMessage() {
  return <ChunkLoadRetry onRetry={use(RetryContext)} />;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chunk did not load within ${timeoutMs} ms`)), timeoutMs);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * React.lazy for a page chunk that cannot hang or crash the app: when the chunk fails or is slower than
 * `timeoutMs` (a dropped or very slow connection), the page renders an
 * accessible retry message instead, and the retry button loads the chunk again.
 */
export function lazyWithTimeout<P extends object>(
  loader: () => Promise<Module<P>>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): LazyPage<P> {
  /** The page itself once preload() has it: rendered directly, without suspending. */
  let preloaded: ComponentType<P> | undefined;
  const attempt = () =>
    lazy(async (): Promise<Module<P>> => {
      try {
        return await withTimeout(loader(), timeoutMs);
      } catch (error) {
        console.error(error);
        return { default: RetryMessage as ComponentType<P> };
      }
    });
  // Shared by every mount, so a chunk that loaded once is not requested again.
  let latest = attempt();

  function LazyPage(props: P) {
    const [Page, setPage] = useState(() => preloaded ?? latest);
    const retry = () => {
      latest = attempt();
      setPage(() => latest);
    };
    return (
      <RetryContext value={retry}>
        <Page {...props} />
      </RetryContext>
    );
  }
  const preload = () =>
    loader().then(
      (module) => {
        preloaded = module.default;
      },
      // The page's own render tries again, with the retry message should that fail too.
      () => undefined,
    );
  return Object.assign(LazyPage, { preload });
}
