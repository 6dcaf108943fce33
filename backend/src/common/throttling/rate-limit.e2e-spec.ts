import { DatabaseThrottlerStorage } from './database-throttler-storage';
import { RATE_LIMITS } from './rate-limits';
import { startTestApp, TestApp } from '../../../test/harness/test-app';

describe('rate limits (per client, RATE_LIMIT_MULTIPLIER=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After after 10 logins a minute, whatever the emails', async () => {
    for (let i = 0; i < 10; i++) {
      await t
        .http()
        .post('/api/v1/auth/login')
        .send({ email: `nobody${i}@example.ie`, password: 'wrong password' })
        .expect(401);
    }
    const res = await t
      .http()
      .post('/api/v1/auth/login')
      .send({ email: 'someone@example.ie', password: 'x' })
      .expect(429);
    expect(res.body).toMatchObject({ ok: false, message: 'Too many requests. Please wait and try again.' });
    expect(res.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(res.body.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(res.headers['retry-after']).toBe(String(res.body.retryAfterSeconds));
  });

  it('limits password reset requests and sign-ups on their own counters', async () => {
    for (let i = 0; i < 5; i++)
      await t.http().get('/api/v1/users/passwordReset/someone@example.ie').expect(200);
    await t.http().get('/api/v1/users/passwordReset/someone@example.ie').expect(429);
    for (let i = 0; i < 5; i++) await t.http().post('/api/v1/users/signup').send({}).expect(400);
    await t.http().post('/api/v1/users/signup').send({}).expect(429);
  });

  it('leaves routes without a limit alone', async () => {
    for (let i = 0; i < 30; i++) await t.http().get('/api/v1/auth/settings').expect(200);
  });
});

describe('rate limits over two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
    b = await startTestApp({
      env: { RATE_LIMIT_MULTIPLIER: '1', MONGODB_URI: a.config.MONGODB_URI as string },
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses the 11th login a minute from one client, wherever the 10 before it went', async () => {
    const limit = RATE_LIMITS.login.limit;
    const statuses = await Promise.all(
      Array.from({ length: limit }, (_, i) =>
        (i % 2 ? b : a)
          .http()
          .post('/api/v1/auth/login')
          .send({ email: `spread${i}@example.ie`, password: 'wrong password' })
          .then((res) => res.status),
      ),
    );
    expect(statuses).toEqual(Array(limit).fill(401));
    for (const instance of [a, b]) {
      await instance
        .http()
        .post('/api/v1/auth/login')
        .send({ email: 'one-more@example.ie', password: 'wrong password' })
        .expect(429);
    }
  });
});

describe('rate-limit counts under concurrent hits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lets at most the limit through of many hits at once, then refuses the next', async () => {
    const storage = t.app.get(DatabaseThrottlerStorage);
    const hit = () => storage.increment('burst-client', 60_000, 50, 60_000, 'test');
    const burst = await Promise.all(Array.from({ length: 80 }, hit));
    const passed = burst.filter((record) => !record.isBlocked).length;
    // Never more than the limit. A burst may be refused whole when every hit is stored before any counts
    // (each sees the others before they are taken back); the refused hits are taken back, so the client's
    // next hits pass until the limit.
    expect(passed).toBeLessThanOrEqual(50);
    for (let i = passed; i < 50; i++) expect((await hit()).isBlocked).toBe(false);
    const refused = await hit();
    expect(refused).toMatchObject({ isBlocked: true });
    expect(refused.timeToBlockExpire).toBeGreaterThan(0);
    expect(refused.timeToBlockExpire).toBeLessThanOrEqual(60);
  });
});
