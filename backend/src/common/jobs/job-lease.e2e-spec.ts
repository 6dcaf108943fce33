import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Clock } from '../time/clock';
import { startTestApp, TestApp } from '#test/harness/test-app';
import { JobLease } from './job-lease';

/** Resolves once `check` answers true, polling the database state it reads. */
async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('JobLease', () => {
  let t: TestApp;
  let clock: Clock;
  let connection: Connection;
  let instances: [JobLease, JobLease];
  const leaseOf = (job: string) =>
    connection.collection<{ _id: string; holder: string; until: Date }>('job_leases').findOne({ _id: job });

  beforeAll(async () => {
    t = await startTestApp();
    clock = new Clock();
    connection = t.app.get<Connection>(getConnectionToken());
    // Two instances of the app, as two processes behind a load balancer would be, with short leases.
    instances = [new JobLease(connection, clock), new JobLease(connection, clock)];
    for (const lease of instances) lease.leaseMs = 600;
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('keeps a running job on its holder past the lease time (heartbeat), then hands it back', async () => {
    const [a, b] = instances;
    const running = gate();
    const held = a.hold('long.job', async () => {
      await running.opened;
      return 'done';
    });
    await until(async () => (await leaseOf('long.job')) !== null);
    const first = (await leaseOf('long.job'))!.until.getTime();
    // Past the first lease's end, the holder has renewed it and nobody else may run the job.
    await until(
      async () => Date.now() > first + 200 && (await leaseOf('long.job'))!.until.getTime() > Date.now(),
    );
    expect(await b.hold('long.job', async () => 'b ran')).toBeUndefined();
    running.open();
    expect(await held).toBe('done');
    expect(await b.hold('long.job', async () => 'b ran')).toBe('b ran');
  });

  it('lets another instance take over the job of an instance that died holding it', async () => {
    const [, b] = instances;
    // What a killed instance leaves behind: its lease, which nobody renews any more.
    await connection
      .collection('job_leases')
      .insertOne({ _id: 'orphan.job', holder: 'dead instance', until: new Date(Date.now() + 600) } as never);
    expect(await b.hold('orphan.job', async () => 'taken over')).toBeUndefined();
    let result: string | undefined;
    await until(async () => (result = await b.hold('orphan.job', async () => 'taken over')) !== undefined);
    expect(result).toBe('taken over');
    expect((await leaseOf('orphan.job'))!.holder).not.toBe('dead instance');
  });

  it('runs a periodic job once per period, whichever instances ask', async () => {
    const [a, b] = instances;
    const runs: string[] = [];
    expect(await a.runDue('periodic.job', 60_000, async () => runs.push('a'))).toBe(1);
    expect(await b.runDue('periodic.job', 60_000, async () => runs.push('b'))).toBeUndefined();
    expect(await a.runDue('periodic.job', 60_000, async () => runs.push('a'))).toBeUndefined();
    jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 61_000));
    expect(await b.runDue('periodic.job', 60_000, async () => runs.push('b'))).toBe(2);
    expect(await a.runDue('periodic.job', 60_000, async () => runs.push('a'))).toBeUndefined();
    expect(runs).toEqual(['a', 'b']);
  });

  it.each([
    ['new', async () => undefined],
    [
      'lapsed',
      async () => {
        await connection.collection('job_leases').insertOne({
          _id: 'race.lapsed',
          holder: 'gone',
          until: new Date(Date.now() - 1000),
          term: 3,
        } as never);
      },
    ],
  ])('gives a %s job to exactly one of instances asking at once', async (kind, arrange) => {
    await arrange();
    const running = gate();
    const ran: number[] = [];
    const asked = [...instances, ...instances, ...instances].map((lease, i) =>
      lease.hold(kind === 'new' ? 'race.job' : 'race.lapsed', async () => {
        ran.push(i % 2);
        await running.opened;
      }),
    );
    // Every other instance has had its answer while the winner still runs.
    let refused = 0;
    for (const answer of asked) void answer.then((result) => (refused += result === undefined ? 1 : 0));
    await until(async () => ran.length > 0 && refused === asked.length - 1);
    running.open();
    await Promise.all(asked);
    expect(ran).toHaveLength(1);
  });
});
