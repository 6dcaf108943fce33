import type { ReactNode } from 'react';
import { LoadingHeart } from '#src/components/LoadingHeart';
import { failureMessage } from '#src/language/failure';

interface LoadedProps<T> {
  /** Undefined until the first answer. */
  data: T | undefined;
  error: unknown;
  children: (data: T) => ReactNode;
}

/** A screen's data once loaded; meanwhile the loading heart, or the server's refusal if the load failed. */
export function Loaded<T>({ data, error, children }: LoadedProps<T>) {
  if (data !== undefined) return <>{children(data)}</>;
  if (error) return <p role="alert">{failureMessage(error)}</p>;
  return <LoadingHeart />;
}
