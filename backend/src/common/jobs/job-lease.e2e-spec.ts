import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Clock } from '../time/clock';
import { startTestApp, TestApp } from '../../../test/harness/test-app';
import { JobLease } from './job-lease';

describe('JobLease', () => {
  let t: TestApp;
  let clock: Clock;
  let instances: [JobLease, JobLease];

  beforeAll(async () => {
    t = await startTestApp();
    clock = new Clock();
    const connection = t.app.get<Connection>(getConnectionToken());
    // Two instances of the app, as two processes behind a load balancer would be.
    instances = [new JobLease(connection, clock), new JobLease(connection, clock)];
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('lets one instance run a job until its lease lapses, then another', async () => {
    const [a, b] = instances;
    expect(await a.acquire('test.job', 60_000)).toBe(true);
    expect(await b.acquire('test.job', 60_000)).toBe(false);
    expect(await a.acquire('test.job', 60_000)).toBe(true);
    expect(await b.acquire('other.job', 60_000)).toBe(true);

    jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 61_000));
    expect(await b.acquire('test.job', 60_000)).toBe(true);
    expect(await a.acquire('test.job', 60_000)).toBe(false);
  });

  it('gives a job to exactly one of instances asking at once', async () => {
    const results = await Promise.all(
      [...instances, ...instances].map((lease) => lease.acquire('race.job', 60_000)),
    );
    const winners = new Set(results.flatMap((won, i) => (won ? [i % 2] : [])));
    expect(winners.size).toBe(1);
  });
});
