import type { Logger } from '@nestjs/common';

/**
 * Runs `task` every `intervalMs` without keeping the process alive (housekeeping such as expiry
 * sweeps, which FerretDB cannot do with TTL indexes). A failed run is logged and retried next time.
 * Returns the function that stops it, whose promise settles when the run in progress, if any, has ended.
 */
export function runPeriodically(
  task: () => Promise<unknown>,
  intervalMs: number,
  logger: Pick<Logger, 'warn'>,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .then(
        () => undefined,
        (error: unknown) => logger.warn(`Periodic task failed: ${(error as Error).message}`),
      )
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    return running ?? Promise.resolve();
  };
}
