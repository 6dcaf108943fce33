import { nextAttemptAt, RETRY_WINDOW_MS } from './retry-schedule';

const start = new Date('2026-11-28T10:00:00Z');
const after = (ms: number) => new Date(start.getTime() + ms);

describe('the retry schedule', () => {
  it('waits 30 s, then doubles: 1 min, 2 min, 4 min …', () => {
    const waits = [1, 2, 3, 4].map(
      (attempts) => nextAttemptAt(attempts, start, start)!.getTime() - start.getTime(),
    );
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits more than an hour', () => {
    expect(nextAttemptAt(20, start, start)!.getTime() - start.getTime()).toBe(60 * 60_000);
  });

  it('gives up when the next attempt would fall more than 24 hours after the first', () => {
    expect(nextAttemptAt(12, start, after(RETRY_WINDOW_MS - 60 * 60_000))).toEqual(after(RETRY_WINDOW_MS));
    expect(nextAttemptAt(12, start, after(RETRY_WINDOW_MS - 60 * 60_000 + 1))).toBeUndefined();
  });

  it('follows a configured schedule (tests retry at once)', () => {
    expect(nextAttemptAt(5, start, start, { baseMs: 0, maxMs: 0 })).toEqual(start);
  });
});
