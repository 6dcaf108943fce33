import { Controller, Get, Module } from '@nestjs/common';
import { createUser, logIn, logInAsAdmin, TestSession } from '#test/harness/identity';
import { startTestApp, TestApp } from '#test/harness/test-app';
import { ok } from '../http/envelope';
import { SignedIn } from './access.decorators';

@Controller('probe-access')
class ProbeAccessController {
  @Get('undecorated')
  undecorated() {
    return ok({});
  }

  @SignedIn()
  @Get('signed-in')
  signedIn() {
    return ok({});
  }
}

@Module({ controllers: [ProbeAccessController] })
class ProbeAccessModule {}

const ID = '665f1c2b9d3e4a0012345678';

/** Every administrator route of the identity modules. */
const ADMIN_ROUTES: [method: 'get' | 'post' | 'put' | 'delete', path: string][] = [
  ['get', '/api/v1/users'],
  ['get', `/api/v1/users/get/${ID}`],
  ['post', '/api/v1/users/create'],
  ['put', `/api/v1/users/update/${ID}`],
  ['delete', `/api/v1/users/delete/${ID}`],
  ['post', '/api/v1/api-keys'],
  ['get', '/api/v1/api-keys'],
  ['get', '/api/v1/api-keys/scopes'],
  ['delete', `/api/v1/api-keys/${ID}`],
  ['get', '/api/v1/audit'],
  ['get', '/api/v1/mail/outbox'],
  ['get', '/api/v1/probe-access/undecorated'],
];

describe('access to administrator routes', () => {
  let t: TestApp;
  let user: TestSession;
  let partial: TestSession;

  beforeAll(async () => {
    t = await startTestApp({ imports: [ProbeAccessModule] });
    const plain = await createUser(t);
    user = await logIn(t, plain.email);
  });
  afterAll(() => t.close());

  it.each(ADMIN_ROUTES)('%s %s: 401 for visitors', async (method, path) => {
    const res = await t.http()[method](path).send({}).expect(401);
    expect(res.body).toMatchObject({ ok: false, message: 'Please log in.' });
  });

  it.each(ADMIN_ROUTES)('%s %s: 403 for a signed-in non-administrator', async (method, path) => {
    const res = await user[method](path).send({}).expect(403);
    expect(res.body).toMatchObject({ ok: false, message: 'This needs an administrator account.' });
  });

  it('treats a route without any access decorator as administrators only, and opens @SignedIn() routes to all users', async () => {
    const admin = await logInAsAdmin(t);
    await admin.get('/api/v1/probe-access/undecorated').expect(200);
    await user.get('/api/v1/probe-access/signed-in').expect(200);
    await t.http().get('/api/v1/probe-access/signed-in').expect(401);
  });

  it('documents the security of every route, with operation ids unique across the app', async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { operationId: string; security?: Record<string, string[]>[] }>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, ...op })),
    );
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const schemes = (route: string) =>
      (operations.find((op) => op.route === route)?.security ?? []).flatMap((s) => Object.keys(s)).sort();
    expect(schemes('GET /api/v1/users')).toEqual(['apiKey', 'session']);
    expect(schemes('POST /api/v1/users/create')).toEqual(['session']);
    expect(schemes('GET /api/v1/auth/loggedin')).toEqual(['session']);
    expect(schemes('POST /api/v1/auth/login')).toEqual([]);
    for (const [method, path] of ADMIN_ROUTES.filter(([, p]) => !p.includes('probe'))) {
      const route = `${method.toUpperCase()} ${path.replace(ID, '{id}')}`;
      expect([route, schemes(route)]).toEqual([route, expect.arrayContaining(['session'])]);
    }
  });

  describe('with 2FA on', () => {
    let t2: TestApp;
    beforeAll(async () => {
      t2 = await startTestApp({ env: { TWO_FACTOR_ENABLED: 'true' } });
      const admin = await createUser(t2, { isAdmin: true });
      partial = await logIn(t2, admin.email);
    });
    afterAll(() => t2.close());

    it.each(ADMIN_ROUTES.filter(([, path]) => !path.includes('probe')))(
      '%s %s: 403 for an administrator who has not finished 2FA',
      async (method, path) => {
        const res = await partial[method](path).send({}).expect(403);
        expect(res.body.message).toBe('Please complete two-factor verification first.');
      },
    );
  });
});
