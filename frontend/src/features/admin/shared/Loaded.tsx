import type { ReactNode } from 'react';
import { LoadingHeart } from '../../../components/LoadingHeart';
import { failureMessage } from './failure';

interface LoadedProps<T> {
  data: T | undefined;
  error: unknown;
  children: (data: T) => ReactNode;
}

/** One record's screen body: the loading heart, the server's refusal, or the record (kept through a failed refresh). */
export function Loaded<T>({ data, error, children }: LoadedProps<T>) {
  if (data !== undefined) return children(data);
  if (error) return <p role="alert">{failureMessage(error)}</p>;
  return <LoadingHeart />;
}
