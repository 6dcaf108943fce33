import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '#src/language/failure';

export type AutosaveState =
  | { kind: 'saved'; at?: Date }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'failed'; message: string };

export const AUTOSAVE_DELAY_MS = 1500;
export const RETRY_DELAY_MS = 10_000;

interface AutosaveOptions<V> {
  values: V;
  /** What is compared: a change of key is an edit to save. */
  keyOf: (values: V) => string;
  /** Sends the values; resolves once the server has them. */
  save: (values: V) => Promise<void>;
  /** The key the server already has (the loaded post's). */
  savedKey: string;
  /** Since when the server has had savedKey, to show "saved at" from the start. */
  savedAt?: Date;
  delayMs?: number;
}

/**
 * Saves the values a moment after each pause in editing, one save at a time, retrying after a failure;
 * `settle` waits until the server has the latest values (before a publish, say), and `exclusive` runs
 * an explicit save with autosave held off, then counts its values as saved.
 */
export function useAutosave<V>({
  values,
  keyOf,
  save,
  savedKey,
  savedAt,
  delayMs = AUTOSAVE_DELAY_MS,
}: AutosaveOptions<V>) {
  const [state, setState] = useState<AutosaveState>({ kind: 'saved', at: savedAt });
  const saved = useRef(savedKey);
  const latest = useRef(values);
  const saveRef = useRef(save);
  const running = useRef<Promise<void> | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest values and save function, for saves that start after this render.
  useEffect(() => {
    latest.current = values;
    saveRef.current = save;
  });

  // Saves until the server has the latest values: an edit made during a save is sent right after it.
  const runSave = useCallback(async (): Promise<void> => {
    while (running.current) await running.current;
    for (;;) {
      const current = latest.current;
      const key = keyOf(current);
      if (key === saved.current) {
        setState((now) => (now.kind === 'saved' ? now : { kind: 'saved', at: new Date() }));
        return;
      }
      setState({ kind: 'saving' });
      const attempt = saveRef.current(current);
      const done = attempt.then(
        () => undefined,
        () => undefined,
      );
      running.current = done;
      try {
        await attempt;
      } catch (error) {
        setState({ kind: 'failed', message: failureMessage(error) });
        throw error;
      } finally {
        if (running.current === done) running.current = undefined;
      }
      saved.current = key;
    }
  }, [keyOf]);

  /** Saves after `ms`; a failed save is tried again every RETRY_DELAY_MS until one succeeds. */
  const schedule = useCallback(
    (ms: number) => {
      clearTimeout(timer.current);
      const tryNow = () =>
        runSave().catch(() => {
          timer.current = setTimeout(() => void tryNow(), RETRY_DELAY_MS);
        });
      timer.current = setTimeout(() => void tryNow(), ms);
    },
    [runSave],
  );

  const key = keyOf(values);
  useEffect(() => {
    if (key === saved.current) {
      // Back to what the server has (an edit undone, changes discarded); a save under way ends this itself.
      if (!running.current)
        setState((now) => (now.kind === 'saved' ? now : { kind: 'saved', at: new Date() }));
      return;
    }
    setState((now) => (now.kind === 'failed' ? now : { kind: 'unsaved' }));
    schedule(delayMs);
    return () => clearTimeout(timer.current);
  }, [key, delayMs, schedule]);

  /** Resolves once the server has the latest values; rejects when that save fails. */
  const settle = useCallback(() => {
    clearTimeout(timer.current);
    return runSave();
  }, [runSave]);

  /**
   * Runs an explicit save with autosave held off; afterwards the values it left on the server (given,
   * or read from its answer) count as saved.
   */
  const exclusive = useCallback(
    async <T>(work: () => Promise<T>, valuesSaved: V | ((result: T) => V)): Promise<T> => {
      clearTimeout(timer.current);
      while (running.current) await running.current;
      const result = await work();
      saved.current = keyOf(valuesSaved instanceof Function ? valuesSaved(result) : valuesSaved);
      const upToDate = keyOf(latest.current) === saved.current;
      setState(upToDate ? { kind: 'saved', at: new Date() } : { kind: 'unsaved' });
      if (!upToDate) schedule(delayMs);
      return result;
    },
    [keyOf, schedule, delayMs],
  );

  const pending = state.kind !== 'saved';
  useEffect(() => {
    if (!pending) return;
    // The browser's own "leave the page?" question while an edit is not on the server yet.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  return { state, settle, exclusive };
}
