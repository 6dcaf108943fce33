import { generate } from 'otplib';
import { Clock } from '../../common/time/clock';
import { SESSION_COOKIE } from '../../common/auth/session-cookie';
import { connectTo, startTestApp, TestApp } from '#test/harness/test-app';
import { cookieSet, createUser, expectNoSecrets, logIn, TestSession, TestUser } from '#test/harness/identity';

function secretOf(otpauthUrl: string): string {
  return new URL(otpauthUrl).searchParams.get('secret') ?? '';
}

async function setUp(session: TestSession): Promise<string> {
  const res = await session.post('/api/v1/auth/2fa/generateSecret').expect(200);
  return secretOf(res.body.user.twoFactor.secret.otpauth_url);
}

/** A code for `secret` at the app's current time, shifted by whole steps. */
const codeFor = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe('two-factor authentication (2FA on, skipping not allowed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TWO_FACTOR_ENABLED: 'true' } });
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  async function partialAdmin(): Promise<{ user: TestUser; session: TestSession }> {
    const user = await createUser(t, { isAdmin: true });
    return { user, session: await logIn(t, user.email) };
  }

  it('leaves a password-only login partial: it may only finish 2FA', async () => {
    const { user, session } = await partialAdmin();
    const loggedIn = await session.get('/api/v1/auth/loggedin').expect(200);
    expect(loggedIn.body).toMatchObject({
      stage: 'partial',
      is2FAEnabled: true,
      message: 'Set up two-factor authentication to continue.',
      user: { email: user.email, twoFactor: { isVerified: false } },
    });
    const denied = await session.get('/api/v1/users').expect(403);
    expect(denied.body.message).toBe('Please complete two-factor verification first.');
    await session.get('/api/v1/audit').expect(403);
    await session.post('/api/v1/users/create').send({}).expect(403);
    await session.post('/api/v1/api-keys').send({}).expect(403);
  });

  it('sets 2FA up: an otpauth URL (brand as issuer, email as label), verify, then a full session under a new id', async () => {
    const { user, session } = await partialAdmin();
    const generated = await session.post('/api/v1/auth/2fa/generateSecret').expect(200);
    const url = new URL(generated.body.user.twoFactor.secret.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('issuer')).toBe('Ivy Car Insurance');
    expect(decodeURIComponent(url.pathname)).toBe(`/Ivy Car Insurance:${user.email}`);
    expect(generated.body.user).toMatchObject({ email: user.email, twoFactor: { isVerified: false } });
    const secret = secretOf(url.toString());

    const wrong = await session
      .post('/api/v1/auth/2fa/verify')
      .send({ token: await codeFor(secret, 5) })
      .expect(401);
    expect(wrong.body.message).toMatch(/not valid/);
    await session.post('/api/v1/auth/2fa/verify').send({ token: '12ab' }).expect(400);

    const verified = await session
      .post('/api/v1/auth/2fa/verify')
      .send({ token: await codeFor(secret) })
      .expect(200);
    expect(verified.body).toMatchObject({
      ok: true,
      stage: 'full',
      user: { isTwoFactorEnabled: true, twoFactor: { isVerified: true } },
    });
    expectNoSecrets(verified.body, secret);
    const rotated = cookieSet(verified, SESSION_COOKIE);
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(session.sessionToken);
    await t
      .http()
      .get('/api/v1/auth/loggedin')
      .set('Cookie', `${SESSION_COOKIE}=${session.sessionToken}`)
      .expect(401);

    session.follow(verified);
    await session.get('/api/v1/users').expect(200);
  });

  it('never shows a verified secret again, and keeps it encrypted at rest', async () => {
    const { user, session } = await partialAdmin();
    const secret = await setUp(session);
    await session
      .post('/api/v1/auth/2fa/verify')
      .send({ token: await codeFor(secret) })
      .expect(200);

    const next = await logIn(t, user.email);
    const again = await next.post('/api/v1/auth/2fa/generateSecret').expect(409);
    expect(again.body.message).toBe('Two-factor authentication is already set up for this account.');
    expect(JSON.stringify(again.body)).not.toContain(secret);

    const db = await connectTo(t.config.MONGODB_URI ?? '');
    try {
      const stored = await db.collection('users').findOne({ email: user.email });
      expect(stored?.twoFactor.sealedSecret).toMatch(/^v1\./);
      expect(JSON.stringify(stored)).not.toContain(secret);
    } finally {
      await db.close();
    }
  });

  it('accepts a code once only: a replayed code fails, the next step works', async () => {
    const { user, session } = await partialAdmin();
    const secret = await setUp(session);
    const code = await codeFor(secret);
    await session.post('/api/v1/auth/2fa/verify').send({ token: code }).expect(200);

    const second = await logIn(t, user.email);
    const loggedIn = await second.get('/api/v1/auth/loggedin').expect(200);
    expect(loggedIn.body.message).toBe('Enter the code from your authenticator app.');
    await second.post('/api/v1/auth/2fa/verify').send({ token: code }).expect(401);
    await second
      .post('/api/v1/auth/2fa/verify')
      .send({ token: await codeFor(secret, 1) })
      .expect(200);
  });

  it('locks 2FA for 15 minutes after 5 wrong codes, even for the right code', async () => {
    const { session } = await partialAdmin();
    const secret = await setUp(session);
    const wrong = await codeFor(secret, 10);
    for (let i = 0; i < 4; i++)
      await session.post('/api/v1/auth/2fa/verify').send({ token: wrong }).expect(401);
    const locked = await session.post('/api/v1/auth/2fa/verify').send({ token: wrong }).expect(429);
    expect(locked.body).toMatchObject({ ok: false, retryAfterSeconds: 900 });
    expect(locked.body.message).toMatch(/locked for 15 minutes/);
    expect(locked.headers['retry-after']).toBe('900');
    await session
      .post('/api/v1/auth/2fa/verify')
      .send({ token: await codeFor(secret) })
      .expect(429);

    const clock = t.app.get(Clock);
    const later = new Date(Date.now() + 16 * 60_000);
    jest.spyOn(clock, 'now').mockReturnValue(later);
    const fresh = await generate({ secret, epoch: Math.floor(later.getTime() / 1000) });
    // The partial session itself lived 10 minutes: log in again at the later time.
    const user = session.user;
    const again = await logIn(t, user.email);
    await again.post('/api/v1/auth/2fa/verify').send({ token: fresh }).expect(200);
  });

  it('refuses to skip the set-up when skipping is not allowed', async () => {
    const { session } = await partialAdmin();
    const res = await session.post('/api/v1/auth/2fa/skip').expect(403);
    expect(res.body.message).toBe('Two-factor set-up cannot be skipped.');
    await session.get('/api/v1/users').expect(403);
  });

  it('needs a session for every 2FA step', async () => {
    await t.http().post('/api/v1/auth/2fa/generateSecret').expect(401);
    await t.http().post('/api/v1/auth/2fa/verify').send({ token: '123456' }).expect(401);
    await t.http().post('/api/v1/auth/2fa/skip').expect(401);
  });
});

describe('two-factor authentication with skipping allowed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TWO_FACTOR_ENABLED: 'true', ALLOW_SKIP_2FA: 'true' } });
  });
  afterAll(() => t.close());

  it('lets an account without 2FA skip the set-up into a full session', async () => {
    const user = await createUser(t, { isAdmin: true });
    const session = await logIn(t, user.email);
    const skipped = await session.post('/api/v1/auth/2fa/skip').expect(200);
    expect(skipped.body).toMatchObject({ stage: 'full', allowSkip2FA: true });
    session.follow(skipped);
    await session.get('/api/v1/users').expect(200);
  });

  it('does not let an account with 2FA set up skip the code', async () => {
    const user = await createUser(t, { isAdmin: true });
    const first = await logIn(t, user.email);
    const secret = await setUp(first);
    await first
      .post('/api/v1/auth/2fa/verify')
      .send({ token: await codeFor(secret) })
      .expect(200);

    const second = await logIn(t, user.email);
    const res = await second.post('/api/v1/auth/2fa/skip').expect(403);
    expect(res.body.message).toMatch(/enter a code/);
  });
});
