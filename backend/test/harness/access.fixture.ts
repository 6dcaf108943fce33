import { type Permission, ROLE_PERMISSIONS } from '../../src/common/auth/permissions';
import { createUser, logIn } from './identity';
import type { TestApp } from './test-app';

export type Route = ['get' | 'post' | 'put' | 'delete', string];

/**
 * For specs: each route answers 401 without a session, and a signed-in User 403 exactly when the
 * User role lacks the route's permission (permissions.ts).
 */
export async function expectStaffOnly(t: TestApp, permission: Permission, routes: Route[]): Promise<void> {
  const user = await createUser(t);
  const session = await logIn(t, user.email);
  const userMay = ROLE_PERMISSIONS.user.includes(permission);
  for (const [method, path] of routes) {
    const anonymous = await t.http()[method](path).send({});
    expect([path, anonymous.status, anonymous.body.ok]).toEqual([path, 401, false]);
    const asUser = await session[method](path).send({});
    expect([path, asUser.status === 403]).toEqual([path, !userMay]);
  }
}
