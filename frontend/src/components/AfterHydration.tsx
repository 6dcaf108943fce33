import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * Renders its children only in the browser, once the server's markup has been hydrated (at once when
 * the page was rendered in the browser alone). For what depends on this browser's storage, such as the
 * visitor's cookie choice: the server cannot know it, and the first render must match the server's.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return hydrated ? children : null;
}
