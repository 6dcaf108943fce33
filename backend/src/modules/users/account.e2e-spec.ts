import { Logger } from '@nestjs/common';
import { Clock } from '../../common/time/clock';
import { createUser, expectNoSecrets, logIn, logInAsAdmin, TestSession } from '#test/harness/identity';
import { startTestApp, TestApp } from '#test/harness/test-app';
import { RESET_LOCKED_MESSAGE, RESET_REQUESTED_MESSAGE } from './password-reset.service';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

describe('password reset', () => {
  let t: TestApp;
  let admin: TestSession;

  beforeAll(async () => {
    // Over plain HTTP: an https APP_URL would make the cookies Secure, which supertest then keeps back.
    t = await startTestApp({ env: { APP_URL: 'http://ivy.example:8080' } });
    admin = await logInAsAdmin(t);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  async function outboxFor(email: string): Promise<OutboxMail[]> {
    const res = await admin.get('/api/v1/mail/outbox').query({ to: email }).expect(200);
    return res.body.data as OutboxMail[];
  }

  async function requestReset(email: string): Promise<{ token: string; email: string }> {
    await t
      .http()
      .get(`/api/v1/users/passwordReset/${encodeURIComponent(email)}`)
      .expect(200);
    const [mail] = await outboxFor(email);
    const link = new URL(/http:\/\/\S+/.exec(mail.text)?.[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('http://ivy.example:8080/verifypasswordreset');
    return { token: link.searchParams.get('token') ?? '', email: link.searchParams.get('email') ?? '' };
  }

  it('answers the same for an unknown email, and sends nothing', async () => {
    const user = await createUser(t);
    const known = await t.http().get(`/api/v1/users/passwordReset/${user.email}`).expect(200);
    const unknown = await t.http().get('/api/v1/users/passwordReset/nobody@example.ie').expect(200);
    expect(known.body).toEqual({ ok: true, message: RESET_REQUESTED_MESSAGE, errors: {} });
    expect(unknown.body).toEqual(known.body);
    expect(await outboxFor('nobody@example.ie')).toEqual([]);
    await t.http().get('/api/v1/users/passwordReset/not-an-email').expect(400);
  });

  it('emails a link with a 32-byte token, which sets a new password once and ends every session', async () => {
    const user = await createUser(t);
    const before = await logIn(t, user.email);
    const { token, email } = await requestReset(user.email);
    expect(email).toBe(user.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [mail] = await outboxFor(user.email);
    expect(mail.subject).toBe('Reset your Ivy Car Insurance password');

    const newPassword = 'a brand new password';
    const res = await t
      .http()
      .post('/api/v1/users/verifypasswordreset')
      .send({ email, passwordResetToken: token, newPassword })
      .expect(200);
    expect(res.body).toMatchObject({ ok: true, message: 'Your password has been changed. Please log in.' });
    expectNoSecrets(res.body, token, newPassword);
    await before.get('/api/v1/auth/loggedin').expect(401);
    await logIn(t, user.email, newPassword);

    const reused = await t
      .http()
      .post('/api/v1/users/verifypasswordreset')
      .send({ email, passwordResetToken: token, newPassword: 'yet another password' })
      .expect(400);
    expect(reused.body.message).toBe(
      'This password reset link is invalid, used or expired. Please ask for a new one.',
    );
  });

  it('logs the mail without the link or its token', async () => {
    const user = await createUser(t);
    const logged: string[] = [];
    jest
      .spyOn(Logger.prototype, 'log')
      .mockImplementation((message: unknown) => void logged.push(String(message)));
    const { token } = await requestReset(user.email);
    expect(logged.join('\n')).toContain('Reset your Ivy Car Insurance password');
    expect(logged.join('\n')).not.toContain(token);
    expect(logged.join('\n')).not.toContain(user.email);
  });

  it('refuses an expired token (30 minutes), a wrong token, and a token for another email', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const { token } = await requestReset(user.email);
    const send = (body: object) => t.http().post('/api/v1/users/verifypasswordreset').send(body);
    await send({
      email: user.email,
      passwordResetToken: `${token}x`,
      newPassword: 'a brand new password',
    }).expect(400);
    await send({ email: other.email, passwordResetToken: token, newPassword: 'a brand new password' }).expect(
      400,
    );

    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 31 * 60_000));
    await send({ email: user.email, passwordResetToken: token, newPassword: 'a brand new password' }).expect(
      400,
    );
  });

  it('locks resets for an email after five wrong tokens, and voids the link that was sent', async () => {
    const user = await createUser(t);
    const { token } = await requestReset(user.email);
    const send = (passwordResetToken: string) =>
      t
        .http()
        .post('/api/v1/users/verifypasswordreset')
        .send({ email: user.email, passwordResetToken, newPassword: 'a brand new password' });
    for (let i = 0; i < 4; i++) await send(`guess-${i}`).expect(400);
    const locked = await send('guess-4').expect(429);
    expect(locked.body).toMatchObject({ ok: false, message: RESET_LOCKED_MESSAGE, retryAfterSeconds: 900 });
    const right = await send(token).expect(429);
    expect(right.body.retryAfterSeconds).toBeLessThanOrEqual(900);

    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 16 * 60_000));
    await send(token).expect(400);
    jest.restoreAllMocks();
    const fresh = await requestReset(user.email);
    await send(fresh.token).expect(200);
  });

  it('keeps only the newest link working', async () => {
    const user = await createUser(t);
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    const send = (token: string) =>
      t
        .http()
        .post('/api/v1/users/verifypasswordreset')
        .send({ email: user.email, passwordResetToken: token, newPassword: 'a brand new password' });
    await send(first.token).expect(400);
    await send(second.token).expect(200);
  });

  it('checks the new password against the policy, with clear messages', async () => {
    const user = await createUser(t);
    const { token } = await requestReset(user.email);
    const res = await t
      .http()
      .post('/api/v1/users/verifypasswordreset')
      .send({ email: user.email, passwordResetToken: token, newPassword: 'short' })
      .expect(400);
    expect(res.body.errors).toEqual({ newPassword: ['Password must be at least 10 characters long.'] });
    const missing = await t.http().post('/api/v1/users/verifypasswordreset').send({}).expect(400);
    expect(missing.body.errors).toEqual({
      email: ['Required'],
      passwordResetToken: ['Required'],
      newPassword: ['Required'],
    });
  });
});

describe('sign-up', () => {
  const body = {
    first_name: 'Ciara',
    last_name: 'Ryan',
    email: 'ciara@example.ie',
    password: 'a long enough password',
  };

  it('is refused with a clear message while account creation is off', async () => {
    const t = await startTestApp();
    try {
      const res = await t.http().post('/api/v1/users/signup').send(body).expect(403);
      expect(res.body).toMatchObject({
        ok: false,
        message: 'Account creation is turned off. Please ask an administrator for an account.',
      });
    } finally {
      await t.close();
    }
  });

  it('creates a non-admin account when allowed', async () => {
    const t = await startTestApp({ env: { ALLOW_SIGNUP: 'true' } });
    try {
      const res = await t.http().post('/api/v1/users/signup').send(body).expect(201);
      expect(res.body).toEqual({
        ok: true,
        message: 'Your account has been created. Please log in.',
        errors: {},
      });
      const session = await logIn(t, body.email, body.password);
      expect(session.user.isAdmin).toBe(false);
      await session.get('/api/v1/users').expect(403);
      // A stranger's own account is not staff: none of a staff User's day-to-day work opens to it.
      await session.get('/api/v1/renewals').expect(403);
      await t.http().post('/api/v1/users/signup').send(body).expect(409);
      const promoted = await t
        .http()
        .post('/api/v1/users/signup')
        .send({ ...body, email: 'x@example.ie', isAdmin: true })
        .expect(400);
      expect(promoted.body.errors.isAdmin).toEqual(['isAdmin is not an allowed field']);
    } finally {
      await t.close();
    }
  });
});
