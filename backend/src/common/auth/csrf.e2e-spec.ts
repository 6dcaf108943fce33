import { Controller, Module, Post } from '@nestjs/common';
import { SESSION_COOKIE } from './session-cookie';
import { logInAsAdmin, TestSession } from '#test/harness/identity';
import { startTestApp, TestApp } from '#test/harness/test-app';
import { ok } from '../http/envelope';
import { Staff } from './access.decorators';
import { CSRF_COOKIE, CSRF_HEADER } from './csrf';

@Controller('probe-write')
class ProbeWriteController {
  @Staff('settings')
  @Post()
  write() {
    return ok({}, 'Written');
  }
}

@Module({ controllers: [ProbeWriteController] })
class ProbeWriteModule {}

describe('CSRF protection (double submit)', () => {
  let t: TestApp;
  let admin: TestSession;

  beforeAll(async () => {
    t = await startTestApp({ imports: [ProbeWriteModule] });
    admin = await logInAsAdmin(t);
  });
  afterAll(() => t.close());

  it('accepts a cookie-authenticated write that echoes the token', async () => {
    await admin.post('/api/v1/probe-write').send({}).expect(201);
  });

  it('refuses a write without the header, or with another token', async () => {
    const missing = await admin.agent.post('/api/v1/probe-write').send({}).expect(403);
    expect(missing.body).toMatchObject({ ok: false, message: 'Invalid or missing CSRF token' });
    await admin.agent.post('/api/v1/probe-write').set(CSRF_HEADER, 'guess').send({}).expect(403);
    await admin.agent.put(`/api/v1/users/update/${admin.user._id}`).send({ first_name: 'X' }).expect(403);
    await admin.agent.delete(`/api/v1/users/delete/${admin.user._id}`).expect(403);
  });

  it('refuses a cross-site form post carrying the cookies', async () => {
    const res = await t
      .http()
      .post('/api/v1/probe-write')
      .set('Cookie', `${SESSION_COOKIE}=${admin.sessionToken}; ${CSRF_COOKIE}=${admin.csrfToken}`)
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ first_name: 'Mallory' })
      .expect(403);
    expect(res.body.message).toBe('Invalid or missing CSRF token');
  });

  it('does not ask reads for a token', async () => {
    await admin.get('/api/v1/users').expect(200);
  });
});
