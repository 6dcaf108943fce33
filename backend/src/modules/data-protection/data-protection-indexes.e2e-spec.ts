import mongoose from 'mongoose';
import { Clock } from '../../common/time/clock';
import { logInAsAdmin, TestSession } from '#test/harness/identity';
import { explain, faultOf, Recorded } from '#test/harness/query-plans';
import type { TestApp } from '#test/harness/test-app';
import { records, startPaymentsApp } from '../payments/payments.fixture';
import { customerWithPolicy, quoteOnly } from './data-protection.fixture';
import { monthsBefore } from './domain/retention';
import { RetentionSweeper } from './retention-sweeper';

const WATCHED = ['find', 'findOne', 'countDocuments', 'deleteMany', 'deleteOne', 'updateMany', 'updateOne'];

/**
 * Every query a data-subject request and a retention sweep make is served by an index: each filter
 * they read, update or delete by is explained by the database. Their sorts are left out: a person's
 * records are a few dozen, and a sweep deletes without an order.
 */
describe('data protection reads through indexes', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  let close: () => Promise<void>;
  let admin: TestSession;
  const recorded: Recorded[] = [];
  let current = '';

  beforeAll(async () => {
    ({ t, db, close } = await startPaymentsApp());
    admin = await logInAsAdmin(t);
    await customerWithPolicy(t, records(db), 'indexed.policy@example.ie');
    await quoteOnly(t, 'indexed.quote@example.ie');
    mongoose.set('debug', (collection: string, method: string, ...args: unknown[]) => {
      if (!current || !WATCHED.includes(method)) return;
      const [filter] = args as [Record<string, unknown> | undefined];
      recorded.push({ collection, method, filter: filter ?? {}, options: {}, request: current });
    });
  });

  afterAll(async () => {
    mongoose.set('debug', false);
    await close();
  });
  afterEach(() => jest.restoreAllMocks());

  it('explains every query of finding, exporting, erasing and sweeping as served by an index', async () => {
    const steps: [string, () => Promise<unknown>][] = [
      [
        'find',
        () =>
          admin
            .get('/api/v1/data-protection/subject')
            .query({ email: 'indexed.policy@example.ie' })
            .expect(200),
      ],
      [
        'export',
        () => admin.post('/api/v1/data-protection/export').send({ phone: '087 123 4567' }).expect(200),
      ],
      [
        'erase',
        () =>
          admin
            .post('/api/v1/data-protection/erase')
            .send({ email: 'indexed.policy@example.ie' })
            .expect(200),
      ],
      [
        'sweep',
        () => {
          jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(monthsBefore(new Date(), -12 * 8));
          return t.app.get(RetentionSweeper).run();
        },
      ],
    ];
    for (const [name, step] of steps) {
      current = name;
      await step();
    }
    current = '';

    const mine = recorded.filter((query) => !['sessions', 'users', 'api_keys'].includes(query.collection));
    expect(new Set(mine.map((query) => query.request))).toEqual(
      new Set(['find', 'export', 'erase', 'sweep']),
    );
    const faults: string[] = [];
    for (const query of mine) {
      const fault = faultOf(await explain(db, query), query);
      if (fault)
        faults.push(
          `${query.request}: ${query.collection}.${query.method}(${JSON.stringify(query.filter)}): ${fault}`,
        );
    }
    expect([...new Set(faults)]).toEqual([]);
  });
});
