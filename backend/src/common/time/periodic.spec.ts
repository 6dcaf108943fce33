import type { Logger } from '@nestjs/common';
import { runPeriodically } from './periodic';

describe('runPeriodically', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const logger: Pick<Logger, 'warn'> = { warn: jest.fn() };

  it('runs one at a time, and its stop waits for the run in progress', async () => {
    let finish = () => {};
    const task = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = runPeriodically(task, 1000, logger);
    jest.advanceTimersByTime(3000);
    expect(task).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    jest.advanceTimersByTime(3000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('logs a failed run, tries again next time, and stops at once when nothing runs', async () => {
    const task = jest.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const stop = runPeriodically(task, 1000, logger);
    jest.advanceTimersByTime(1000);
    await jest.advanceTimersByTimeAsync(1000);
    expect(logger.warn).toHaveBeenCalledWith('Periodic task failed: database away');
    expect(task).toHaveBeenCalledTimes(2);
    await stop();
  });
});
