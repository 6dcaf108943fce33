import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the browser hydrates the server's markup (and on the server), true from the render after
 * it (and at once for a page rendered in the browser alone): what the server cannot render, such as
 * what depends on this browser's storage, waits for it, as the first render must match the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Renders its children only once the server's markup has been hydrated (see useHydrated). */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
