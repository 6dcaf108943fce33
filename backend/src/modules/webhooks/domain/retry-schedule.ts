/** How long a delivery is retried before it is given up (Standard Webhooks' usual day). */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;

export interface RetrySchedule {
  /** The wait after the first failure; each further failure doubles it. */
  baseMs: number;
  /** No wait grows past this. */
  maxMs: number;
}

export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = { baseMs: 30_000, maxMs: 60 * 60_000 };

/**
 * When to try a delivery again after its `attempts`-th failure (30 s, 1 min, 2 min … capped), or
 * undefined when that would fall past the retry window counted from its first attempt: it is given up.
 */
export function nextAttemptAt(
  attempts: number,
  firstAttemptAt: Date,
  now: Date,
  schedule: RetrySchedule = DEFAULT_RETRY_SCHEDULE,
): Date | undefined {
  const wait = Math.min(schedule.maxMs, schedule.baseMs * 2 ** Math.max(0, attempts - 1));
  const next = new Date(now.getTime() + wait);
  return next.getTime() - firstAttemptAt.getTime() > RETRY_WINDOW_MS ? undefined : next;
}

/** Deliveries given up in a row after which an endpoint is disabled and the administrators told. */
export const FAILURES_BEFORE_DISABLING = 5;
