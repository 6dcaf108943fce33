import { CSRF_COOKIE } from '../../common/auth/csrf';
import { SESSION_COOKIE } from '../../common/auth/session-cookie';
import { cookieSet, createUser, logIn, TEST_PASSWORD } from '#test/harness/identity';
import { startTestApp, TestApp } from '#test/harness/test-app';

describe('login, loggedin and logout (2FA off)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('logs in with the right password: a full session, httpOnly cookie, readable CSRF cookie', async () => {
    const user = await createUser(t, { first_name: 'Niamh' });
    const res = await t
      .http()
      .post('/api/v1/auth/login')
      .send({ email: user.email.toUpperCase(), password: TEST_PASSWORD })
      .expect(200);
    expect(res.body).toMatchObject({
      ok: true,
      message: 'Logged in.',
      errors: {},
      is2FAEnabled: false,
      allowSkip2FA: false,
      stage: 'full',
      user: {
        _id: user._id,
        first_name: 'Niamh',
        email: user.email,
        isAdmin: false,
        isTwoFactorEnabled: false,
        twoFactor: { isVerified: false },
      },
    });
    const cookies = res.headers['set-cookie'] as unknown as string[];
    const sid = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    const csrf = cookies.find((c) => c.startsWith(`${CSRF_COOKIE}=`)) ?? '';
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    expect(sid).toMatch(/Path=\//);
    expect(sid).not.toMatch(/Secure/i);
    expect(csrf).not.toMatch(/HttpOnly/i);
  });

  it('answers loggedin for the session, 401 without one', async () => {
    const user = await createUser(t);
    const session = await logIn(t, user.email);
    const res = await session.get('/api/v1/auth/loggedin').expect(200);
    expect(res.body).toMatchObject({ ok: true, stage: 'full', user: { email: user.email } });
    const anonymous = await t.http().get('/api/v1/auth/loggedin').expect(401);
    expect(anonymous.body).toMatchObject({ ok: false, message: 'Please log in.' });
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const user = await createUser(t);
    const wrong = await t
      .http()
      .post('/api/v1/auth/login')
      .send({ email: user.email, password: 'not the password' })
      .expect(401);
    const unknown = await t
      .http()
      .post('/api/v1/auth/login')
      .send({ email: 'nobody@example.ie', password: 'not the password' })
      .expect(401);
    expect(wrong.body).toMatchObject({ ok: false, message: 'Incorrect email or password.' });
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(cookieSet(wrong, SESSION_COOKIE)).toBeUndefined();
  });

  it('answers 400 naming the fields when the body is incomplete, before checking anything', async () => {
    const res = await t.http().post('/api/v1/auth/login').send({ email: 'not-an-email' }).expect(400);
    expect(res.body.errors).toEqual({ email: ['Invalid email address'], password: ['Required'] });
  });

  it('logs out: the session is revoked server-side and both cookies cleared', async () => {
    const user = await createUser(t);
    const session = await logIn(t, user.email);
    const res = await session.get('/api/v1/auth/logout').expect(200);
    expect(res.body).toMatchObject({ ok: true, message: 'Logged Out User' });
    expect(cookieSet(res, SESSION_COOKIE)).toBe('');
    expect(cookieSet(res, CSRF_COOKIE)).toBe('');
    // The old cookie, replayed, opens nothing.
    await t
      .http()
      .get('/api/v1/auth/loggedin')
      .set('Cookie', `${SESSION_COOKIE}=${session.sessionToken}`)
      .expect(401);
  });

  it('refuses a logout another site started, so a link elsewhere cannot end the session', async () => {
    const user = await createUser(t);
    const session = await logIn(t, user.email);
    const res = await session.get('/api/v1/auth/logout').set('Sec-Fetch-Site', 'cross-site').expect(403);
    expect(res.body).toMatchObject({ ok: false, message: 'Please log out from the site itself.' });
    await session.get('/api/v1/auth/loggedin').expect(200);
    await session.get('/api/v1/auth/logout').set('Sec-Fetch-Site', 'same-origin').expect(200);
    await session.get('/api/v1/auth/loggedin').expect(401);
  });

  it('refuses a login another site started (login CSRF), before checking the password', async () => {
    const user = await createUser(t);
    const login = () =>
      t.http().post('/api/v1/auth/login').send({ email: user.email, password: TEST_PASSWORD });
    for (const foreign of [
      login().set('Sec-Fetch-Site', 'cross-site'),
      login().set('Sec-Fetch-Site', 'same-site'),
      login().set('Origin', 'https://elsewhere.example'),
      login().set('Origin', 'null'),
    ]) {
      const res = await foreign.expect(403);
      expect(res.body).toMatchObject({ ok: false, message: 'Please log in on the site itself.' });
      expect(cookieSet(res, SESSION_COOKIE)).toBeUndefined();
    }
    await login().set('Sec-Fetch-Site', 'same-origin').expect(200);
    await login().set('Sec-Fetch-Site', 'none').expect(200);
    const ownOrigin = await login().expect(200);
    expect(cookieSet(ownOrigin, SESSION_COOKIE)).toBeDefined();
  });

  it('rotates the session id at login: the previous session ends', async () => {
    const user = await createUser(t);
    const session = await logIn(t, user.email);
    const again = await session.agent
      .post('/api/v1/auth/login')
      .send({ email: user.email, password: TEST_PASSWORD })
      .expect(200);
    expect(cookieSet(again, SESSION_COOKIE)).not.toBe(session.sessionToken);
    await t
      .http()
      .get('/api/v1/auth/loggedin')
      .set('Cookie', `${SESSION_COOKIE}=${session.sessionToken}`)
      .expect(401);
  });

  it('tells the login screen what it offers', async () => {
    const res = await t.http().get('/api/v1/auth/settings').expect(200);
    expect(res.body).toMatchObject({
      ok: true,
      is2FAEnabled: false,
      allowSkip2FA: false,
      allowSignup: false,
    });
  });

  it('marks the cookies Secure behind a TLS proxy', async () => {
    const behindProxy = await startTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const user = await createUser(behindProxy);
      const res = await behindProxy
        .http()
        .post('/api/v1/auth/login')
        .send({ email: user.email, password: TEST_PASSWORD })
        .expect(200);
      const cookies = res.headers['set-cookie'] as unknown as string[];
      expect(cookies.filter((c) => /;\s*Secure/i.test(c))).toHaveLength(2);
    } finally {
      await behindProxy.close();
    }
  });
});
