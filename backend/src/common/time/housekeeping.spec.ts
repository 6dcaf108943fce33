import type { AppConfig } from '../../config/app-config';
import type { JobLease } from '../jobs/job-lease';
import type { Metrics } from '../metrics/metrics';
import { Clock } from './clock';
import { Housekeeping } from './housekeeping';

describe('Housekeeping, stopping', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const lease = { runDue: (_job: string, _every: number, task: () => Promise<unknown>) => task() };
  const metrics = { jobs: { startTimer: () => () => undefined } };
  const housekeeping = () =>
    new Housekeeping(
      lease as unknown as JobLease,
      metrics as unknown as Metrics,
      { SHUTDOWN_TIMEOUT_SECONDS: 10 } as AppConfig,
      new Clock(),
    );
  /** Housekeeping with one job whose run has started and ends only when told to. */
  const withRunStarted = async () => {
    const jobs = housekeeping();
    const run = { started: false, finish: () => {} };
    jobs.every('sweep', 60_000, () => {
      run.started = true;
      return new Promise<void>((resolve) => (run.finish = resolve));
    });
    await jest.advanceTimersByTimeAsync(15_000);
    expect(run.started).toBe(true);
    let stopped = false;
    const stopping = jobs.onModuleDestroy().then(() => (stopped = true));
    return { run, stopping, stopped: () => stopped };
  };

  it('lets the run in progress end before the app goes on stopping', async () => {
    const { run, stopping, stopped } = await withRunStarted();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(stopped()).toBe(false);
    run.finish();
    await stopping;
  });

  it('waits no longer than SHUTDOWN_TIMEOUT_SECONDS for a run that does not end', async () => {
    const { stopping, stopped } = await withRunStarted();
    await jest.advanceTimersByTimeAsync(9_000);
    expect(stopped()).toBe(false);
    await jest.advanceTimersByTimeAsync(1_000);
    await stopping;
    expect(stopped()).toBe(true);
  });
});
