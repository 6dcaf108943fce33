import { DatabaseThrottlerStorage } from './database-throttler-storage';
import { RATE_LIMITS } from './rate-limits';
import type request from 'supertest';
import { ApiKeysService } from '../../modules/auth/api-keys/api-keys.service';
import { logInAsAdmin, TestSession } from '#test/harness/identity';
import { startTestApp, TestApp } from '#test/harness/test-app';

const rateLimitHeaders = (res: request.Response) =>
  Object.fromEntries(Object.entries(res.headers).filter(([name]) => name.startsWith('ratelimit-')));

const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

async function createKey(admin: TestSession, rateLimitPerMinute?: number): Promise<string> {
  const res = await admin
    .post('/api/v1/api-keys')
    .send({ name: 'Broker system', scopes: ['users:read'], rateLimitPerMinute })
    .expect(201);
  return res.body.key as string;
}

describe('rate limits (per client, RATE_LIMIT_MULTIPLIER=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After after 10 logins a minute, whatever the emails, each answer telling the count', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t
        .http()
        .post('/api/v1/auth/login')
        .send({ email: `nobody${i}@example.ie`, password: 'wrong password' })
        .expect(401);
      expect(rateLimitHeaders(res)).toEqual({
        'ratelimit-policy': '10;w=60',
        'ratelimit-limit': '10',
        'ratelimit-remaining': String(9 - i),
        'ratelimit-reset': '60',
      });
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
    expect(rateLimitHeaders(res)).toMatchObject({
      'ratelimit-remaining': '0',
      'ratelimit-reset': String(res.body.retryAfterSeconds),
    });
  });

  it('limits password reset requests and sign-ups on their own counters', async () => {
    for (let i = 0; i < 5; i++)
      await t.http().get('/api/v1/users/passwordReset/someone@example.ie').expect(200);
    await t.http().get('/api/v1/users/passwordReset/someone@example.ie').expect(429);
    for (let i = 0; i < 5; i++) await t.http().post('/api/v1/users/signup').send({}).expect(400);
    await t.http().post('/api/v1/users/signup').send({}).expect(429);
  });

  it('leaves routes without a limit alone', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await t.http().get('/api/v1/auth/settings').expect(200);
      expect(rateLimitHeaders(res)).toEqual({});
    }
  });
});

describe('API keys: a budget of requests a minute per key (API_KEY_RATE_LIMIT=20)', () => {
  let t: TestApp;
  let admin: TestSession;

  beforeAll(async () => {
    t = await startTestApp({ env: { API_KEY_RATE_LIMIT: '20' } });
    admin = await logInAsAdmin(t);
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the budget the key was given, each answer telling the count', async () => {
    const key = await createKey(admin, 50);
    const statuses: number[] = [];
    let refused: request.Response | undefined;
    for (let i = 0; i < 60; i++) {
      const res = await t.http().get('/api/v1/users').set(bearer(key));
      statuses.push(res.status);
      if (res.status === 200)
        expect(rateLimitHeaders(res)).toEqual({
          'ratelimit-policy': '50;w=60',
          'ratelimit-limit': '50',
          'ratelimit-remaining': String(49 - i),
          'ratelimit-reset': '60',
        });
      else refused = res;
    }
    expect(statuses).toEqual([...Array(50).fill(200), ...Array(10).fill(429)]);
    expect(refused!.body.message).toBe(
      'This API key is over its limit of 50 requests a minute. Please wait and try again.',
    );
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused!.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(rateLimitHeaders(refused!)).toMatchObject({ 'ratelimit-limit': '50', 'ratelimit-remaining': '0' });

    // Another key has its own budget: the default one, as configured.
    const other = await createKey(admin);
    const res = await t.http().get('/api/v1/users').set(bearer(other)).expect(200);
    expect(rateLimitHeaders(res)).toMatchObject({ 'ratelimit-limit': '20', 'ratelimit-remaining': '19' });
  });

  it('counts a request the key may not make too, and shows each key its budget in the list', async () => {
    const key = await createKey(admin, 2);
    await t.http().get('/api/v1/audit').set(bearer(key)).expect(403);
    await t.http().get('/api/v1/users').set(bearer(key)).expect(200);
    await t.http().get('/api/v1/users').set(bearer(key)).expect(429);

    const list = await admin.get('/api/v1/api-keys').expect(200);
    expect(
      list.body.data.map((k: { rateLimitPerMinute: number; ownRateLimit: boolean }) => [
        k.rateLimitPerMinute,
        k.ownRateLimit,
      ]),
    ).toEqual([
      [2, true],
      [20, false],
      [50, true],
    ]);
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

  it("refuses a key's 6th request when its budget is 5 a minute, wherever the 5 before it went", async () => {
    // Made without a login: this client's logins are spent above.
    const { key } = await a.app
      .get(ApiKeysService)
      .create(
        { name: 'Broker system', scopes: ['users:read'], rateLimitPerMinute: 5 },
        { type: 'system', id: 'test', label: 'test' },
      );
    for (let i = 0; i < 5; i++)
      await (i % 2 ? b : a).http().get('/api/v1/users').set(bearer(key)).expect(200);
    await b.http().get('/api/v1/users').set(bearer(key)).expect(429);
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
