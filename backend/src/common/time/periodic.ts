import { Logger } from '@nestjs/common';

/**
 * Runs `task` every `intervalMs` without keeping the process alive (housekeeping such as expiry
 * sweeps, which FerretDB cannot do with TTL indexes). A failed run is logged and retried next time.
 * Returns the function that stops it.
 */
export function runPeriodically(
  task: () => Promise<unknown>,
  intervalMs: number,
  logger: Logger,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch((error: unknown) => logger.warn(`Periodic task failed: ${(error as Error).message}`))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
