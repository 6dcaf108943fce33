import { Histogram } from 'prom-client';
import type { JobLease } from '../jobs/job-lease';
import type { Metrics } from '../metrics/metrics';
import { Clock } from './clock';
import { Housekeeping } from './housekeeping';

const metrics: Pick<Metrics, 'jobs'> = {
  jobs: new Histogram({ name: 'jobs', help: 'jobs', labelNames: ['job', 'outcome'], registers: [] }),
};

describe('Housekeeping, stopping', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const lease: Pick<JobLease, 'runDue' | 'forgetClaims'> = {
    runDue: (_job, _every, task) => task(),
    forgetClaims: () => Promise.resolve(),
  };
  const housekeeping = () => new Housekeeping(lease, metrics, { SHUTDOWN_TIMEOUT_SECONDS: 10 }, new Clock());
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

describe('Housekeeping, a job with nothing pending', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('takes no lease until its check finds work', async () => {
    const taken: string[] = [];
    const lease: Pick<JobLease, 'runDue' | 'forgetClaims'> = {
      runDue: (job, _every, task) => {
        taken.push(job);
        return task();
      },
      forgetClaims: () => Promise.resolve(),
    };
    const jobs = new Housekeeping(lease, metrics, { SHUTDOWN_TIMEOUT_SECONDS: 10 }, new Clock());
    let work = false;
    const task = jest.fn(() => Promise.resolve());
    jobs.every('pickup', 2_000, task, () => Promise.resolve(work));
    await jest.advanceTimersByTimeAsync(6_000);
    expect(taken.filter((job) => job === 'pickup')).toEqual([]);
    work = true;
    await jest.advanceTimersByTimeAsync(2_000);
    expect(taken.filter((job) => job === 'pickup')).toEqual(['pickup']);
    expect(task).toHaveBeenCalledTimes(1);
    await jobs.onModuleDestroy();
  });
});
