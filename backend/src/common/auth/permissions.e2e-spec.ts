import { PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { generate } from 'otplib';
import { createUser, logIn, TestSession } from '#test/harness/identity';
import { startTestApp, TestApp } from '#test/harness/test-app';
import { ACCESS, PERMISSION_EXTENSION } from './access.decorators';
import { type Permission, PERMISSIONS, ROLE_PERMISSIONS } from './permissions';
import { IS_PUBLIC } from './public.decorator';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface StaffOperation {
  method: Method;
  template: string;
  /** Undefined: the route names no permission. */
  permission?: Permission;
}

/** The auth module's own steps, open to any signed-in user whatever their role. */
const SIGNED_IN_ANY_ROLE = [
  'GET /api/v1/auth/loggedin',
  'POST /api/v1/auth/2fa/generateSecret',
  'POST /api/v1/auth/2fa/skip',
  'POST /api/v1/auth/2fa/verify',
];

const ID = '665f1c2b9d3e4a0012345678';

/** Path parameters that pass the access check; the route may then refuse them (400, 404), which is fine. */
const concrete = (template: string) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'id' ? ID : name === 'version' ? '1' : 'probe',
  );

/** Every operation that needs a staff session, as the running app documents it. */
async function staffOperations(t: TestApp): Promise<StaffOperation[]> {
  const doc = (await t.http().get('/api/docs-json').expect(200)).body as {
    paths: Record<
      string,
      Record<Method, { security?: Record<string, string[]>[]; [PERMISSION_EXTENSION]?: Permission }>
    >;
  };
  return Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => (op.security ?? []).some((s) => 'session' in s))
      .map(([method, op]) => ({ method: method as Method, template, permission: op[PERMISSION_EXTENSION] }))
      .filter((op) => !SIGNED_IN_ANY_ROLE.includes(`${op.method.toUpperCase()} ${op.template}`)),
  );
}

/** A staff member signed in with the password and an authenticator code (2FA on). */
async function signInWithTwoFactor(t: TestApp, isAdmin: boolean): Promise<TestSession> {
  const user = await createUser(t, { isAdmin });
  const session = await logIn(t, user.email);
  const setUp = await session.post('/api/v1/auth/2fa/generateSecret').expect(200);
  const secret = new URL(setUp.body.user.twoFactor.secret.otpauth_url as string).searchParams.get('secret');
  const token = await generate({ secret: secret ?? '', epoch: Math.floor(Date.now() / 1000) });
  const verified = await session.post('/api/v1/auth/2fa/verify').send({ token }).expect(200);
  return session.follow(verified);
}

describe('the permission map (common/auth/permissions.ts)', () => {
  let t: TestApp;
  let operations: StaffOperation[];
  let user: TestSession;
  let admin: TestSession;

  beforeAll(async () => {
    t = await startTestApp({ env: { TWO_FACTOR_ENABLED: 'true' } });
    operations = await staffOperations(t);
    user = await signInWithTwoFactor(t, false);
    admin = await signInWithTwoFactor(t, true);
  });
  afterAll(() => t.close());

  it('names a permission of the map for every admin operation, and every permission guards some', () => {
    const unnamed = operations.filter((op) => !op.permission || !PERMISSIONS.includes(op.permission));
    expect(unnamed.map((op) => `${op.method.toUpperCase()} ${op.template}`)).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
    const used = new Set(operations.map((op) => op.permission));
    expect(PERMISSIONS.filter((p) => !used.has(p))).toEqual([]);
  });

  it('has every route say who may call it, so none is admin-only by omission', () => {
    const reflector = t.app.get(Reflector);
    const unsaid = t.app
      .get(DiscoveryService, { strict: false })
      .getControllers()
      .flatMap(({ metatype, instance }) => {
        if (!metatype || !instance) return [];
        const prototype = Object.getPrototypeOf(instance) as Record<string, () => unknown>;
        return Object.getOwnPropertyNames(prototype)
          .filter((name) => name !== 'constructor' && Reflect.hasMetadata(PATH_METADATA, prototype[name]))
          .filter((name) => {
            const targets = [prototype[name], metatype];
            return (
              !reflector.getAllAndOverride(IS_PUBLIC, targets) &&
              !reflector.getAllAndOverride(ACCESS, targets)
            );
          })
          .map((name) => `${metatype.name}.${name}`);
      });
    expect(unsaid).toEqual([]);
  });

  it('tells each role its permissions in the session answer', async () => {
    expect((await user.get('/api/v1/auth/loggedin').expect(200)).body.permissions).toEqual(
      ROLE_PERMISSIONS.user,
    );
    expect((await admin.get('/api/v1/auth/loggedin').expect(200)).body.permissions).toEqual(PERMISSIONS);
  });

  it('refuses a User exactly the operations whose permission the User role lacks, and an Admin none', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const op of operations) {
      const route = `${op.method.toUpperCase()} ${op.template}`;
      const path = concrete(op.template);
      const asUser = await user[op.method](path).send({});
      const asAdmin = await admin[op.method](path).send({});
      outcomes.push(
        `${route}: user ${asUser.status === 403 ? 'refused' : 'let in'}, admin ${asAdmin.status === 403 ? 'refused' : 'let in'}`,
      );
      const userMay = op.permission !== undefined && ROLE_PERMISSIONS.user.includes(op.permission);
      expected.push(`${route}: user ${userMay ? 'let in' : 'refused'}, admin let in`);
    }
    expect(outcomes).toEqual(expected);
  });
});
