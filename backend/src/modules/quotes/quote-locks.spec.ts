import { QuoteLocks } from './quote-locks';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('QuoteLocks', () => {
  it('runs the tasks of one quote one after another, in order, whatever each one answers', async () => {
    const locks = new QuoteLocks();
    const log: string[] = [];
    const task =
      (name: string, fails = false) =>
      async () => {
        log.push(`${name} start`);
        await tick();
        log.push(`${name} end`);
        if (fails) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      locks.run('a', task('first', true)),
      locks.run('a', task('second')),
      locks.run('a', task('third')),
    ]);
    expect(log).toEqual([
      'first start',
      'first end',
      'second start',
      'second end',
      'third start',
      'third end',
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });

  it('lets different quotes run side by side, and forgets a quote once idle', async () => {
    const locks = new QuoteLocks();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
    };
    await Promise.all([locks.run('a', task('a')), locks.run('b', task('b'))]);
    expect(log.slice(0, 2)).toEqual(['a start', 'b start']);
    expect((locks as unknown as { queues: Map<string, unknown> }).queues.size).toBe(0);
  });
});
