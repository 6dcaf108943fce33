import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { randomToken } from '../../common/crypto/tokens';
import { TooManyRequestsException } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { PasswordHasher } from '../users';
import { LockoutService, MAX_FAILURES } from './lockout.service';
import { createUser, logIn, logInAsAdmin, TEST_PASSWORD } from '#test/harness/identity';
import { startTestApp, TestApp } from '#test/harness/test-app';

describe('login lockout (5 failures in a row lock for 15 minutes)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const attempt = (email: string, password: string) =>
    t.http().post('/api/v1/auth/login').send({ email, password });
  const LOCKED = 'Too many failed login attempts. For your security, this account is locked for 15 minutes.';

  it('locks the account on the 5th failure, refuses even the right password, and opens again after 15 minutes', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 4; i++) await attempt(user.email, 'wrong password').expect(401);
    const locked = await attempt(user.email, 'wrong password').expect(429);
    expect(locked.body).toMatchObject({ ok: false, message: LOCKED, retryAfterSeconds: 900 });
    expect(locked.headers['retry-after']).toBe('900');
    const right = await attempt(user.email, TEST_PASSWORD).expect(429);
    expect(right.body.retryAfterSeconds).toBeLessThanOrEqual(900);

    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 15 * 60_000 + 1000));
    await attempt(user.email, TEST_PASSWORD).expect(200);
  });

  it('locks an unknown email exactly like a real one, so the lock reveals nothing', async () => {
    for (let i = 0; i < 4; i++) await attempt('nobody@example.ie', 'wrong password').expect(401);
    const locked = await attempt('nobody@example.ie', 'wrong password').expect(429);
    expect(locked.body.message).toBe(LOCKED);
  });

  it('counts consecutive failures only: a success starts the count again', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 4; i++) await attempt(user.email, 'wrong password').expect(401);
    await attempt(user.email, TEST_PASSWORD).expect(200);
    for (let i = 0; i < 4; i++) await attempt(user.email, 'wrong password').expect(401);
    await attempt(user.email, TEST_PASSWORD).expect(200);
  });

  it('is lifted when an administrator sets a new password', async () => {
    const admin = await logInAsAdmin(t);
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) await attempt(user.email, 'wrong password');
    await attempt(user.email, TEST_PASSWORD).expect(429);
    await admin.put(`/api/v1/users/update/${user._id}`).send({ password: 'a fresh password' }).expect(200);
    await logIn(t, user.email, 'a fresh password');
  });

  it('forgets failures older than 15 minutes', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 4; i++) await attempt(user.email, 'wrong password').expect(401);
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 15 * 60_000 + 1000));
    await attempt(user.email, 'wrong password').expect(401);
    await attempt(user.email, TEST_PASSWORD).expect(200);
  });

  describe('failures at the same moment, as from several instances', () => {
    const lockouts = () => t.app.get(LockoutService);
    const fail = async (key: string) => (await lockouts().attempt(key, LOCKED)).failed();
    const refused = (outcome: PromiseSettledResult<unknown>) =>
      outcome.status === 'rejected' && outcome.reason instanceof TooManyRequestsException;

    // Many keys at once: the more writes the database interleaves, the likelier a lost count would show.
    const KEYS = 10;
    const keys = () => Array.from({ length: KEYS }, () => `test:${randomToken(6)}`);
    const burst = (key: string, failures: number) => Array.from({ length: failures }, () => fail(key));

    it('counts every one of them: after MAX - 1 at once, the next failure locks', async () => {
      const all = keys();
      const outcomes = await Promise.allSettled(all.flatMap((key) => burst(key, MAX_FAILURES - 1)));
      expect(outcomes.filter(refused)).toHaveLength(0);
      const next = await Promise.allSettled(all.map(fail));
      expect(next.map(refused)).toEqual(Array(KEYS).fill(true));
    });

    it('locks when MAX arrive at once', async () => {
      const all = keys();
      const outcomes = await Promise.all(all.map((key) => Promise.allSettled(burst(key, MAX_FAILURES))));
      expect(outcomes.map((ofKey) => ofKey.some(refused))).toEqual(Array(KEYS).fill(true));
      const checks = await Promise.allSettled(all.map((key) => lockouts().attempt(key, LOCKED)));
      expect(checks.map(refused)).toEqual(Array(KEYS).fill(true));
    });

    it('lets MAX of fifty attempts at once be compared, and refuses the rest before they compare', async () => {
      const all = keys();
      const outcomes = await Promise.all(
        all.map((key) =>
          Promise.allSettled(Array.from({ length: 50 }, () => lockouts().attempt(key, LOCKED))),
        ),
      );
      for (const ofKey of outcomes) {
        expect(ofKey.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(MAX_FAILURES);
        expect(ofKey.filter(refused)).toHaveLength(50 - MAX_FAILURES);
      }
    });

    describe('over two instances on one database', () => {
      let other: TestApp;
      beforeAll(async () => {
        other = await startTestApp({ env: { MONGODB_URI: t.config.MONGODB_URI as string } });
      });
      afterAll(() => other.close());

      it('lets MAX of fifty attempts at once be compared, whichever instance each reaches', async () => {
        const key = `test:${randomToken(6)}`;
        const outcomes = await Promise.allSettled(
          Array.from({ length: 50 }, (_, i) =>
            (i % 2 ? other : t).app.get(LockoutService).attempt(key, LOCKED),
          ),
        );
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(MAX_FAILURES);
      });

      // Before the lock kept the failures' slots, the fifth failure freed them, and a guess that had read
      // the key before the lock was set claimed one and was compared: six or seven of fifty, over two
      // instances behind HAProxy (make test-cluster).
      it('compares at most MAX of fifty guesses that each fail at once, whichever instance each reaches', async () => {
        const key = `test:${randomToken(6)}`;
        let compared = 0;
        await Promise.allSettled(
          Array.from({ length: 50 }, async (_, i) => {
            const claimed = await (i % 2 ? other : t).app.get(LockoutService).attempt(key, LOCKED);
            compared++;
            await claimed.failed();
          }),
        );
        expect(compared).toBeLessThanOrEqual(MAX_FAILURES);
        await expect(lockouts().attempt(key, LOCKED)).rejects.toBeInstanceOf(TooManyRequestsException);
      });

      // Before the attempts were counted ahead of the comparison: 22 of the 50 were compared.
      it('compares at most MAX of fifty passwords sent at once to both, the right one last', async () => {
        const user = await createUser(t);
        const verified = [t, other].map((app) => jest.spyOn(app.app.get(PasswordHasher), 'verify'));
        await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            (i % 2 ? other : t)
              .http()
              .post('/api/v1/auth/login')
              .send({ email: user.email, password: i === 49 ? TEST_PASSWORD : 'wrong password' }),
          ),
        );
        const compared = verified.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
        expect(compared).toBeLessThanOrEqual(MAX_FAILURES);
      });
    });

    it('lets a right password sent at once with wrong ones in only if it is among the first MAX compared', async () => {
      const user = await createUser(t);
      const verify = jest.spyOn(t.app.get(PasswordHasher), 'verify');
      const outcomes = await Promise.all([
        ...Array.from({ length: 49 }, () => attempt(user.email, 'wrong password')),
        attempt(user.email, TEST_PASSWORD),
      ]);
      expect(verify.mock.calls.length).toBeLessThanOrEqual(MAX_FAILURES);
      expect(outcomes.filter((res) => res.status === 429).length).toBeGreaterThanOrEqual(50 - MAX_FAILURES);
    });

    it('locks a login after MAX wrong passwords sent at once', async () => {
      const user = await createUser(t);
      await Promise.all(Array.from({ length: MAX_FAILURES }, () => attempt(user.email, 'wrong password')));
      await attempt(user.email, TEST_PASSWORD).expect(429);
    });
  });

  it('drops the collection failures were kept in before they joined the locks, on start', async () => {
    const db = t.app.get<Connection>(getConnectionToken()).db!;
    await db.collection('lockout_failures').insertOne({ key: 'login:former', at: new Date() });
    await t.app.get(LockoutService).onModuleInit();
    expect(await db.listCollections({ name: 'lockout_failures' }).toArray()).toEqual([]);
    await t.app.get(LockoutService).onModuleInit();
  });
});
