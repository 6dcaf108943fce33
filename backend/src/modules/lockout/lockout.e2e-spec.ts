import { Clock } from '../../common/time/clock';
import { createUser, logIn, logInAsAdmin, TEST_PASSWORD } from '../../../test/harness/identity';
import { startTestApp, TestApp } from '../../../test/harness/test-app';

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
});
