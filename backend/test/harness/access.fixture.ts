import { createUser, logIn } from './identity';
import type { TestApp } from './test-app';

export type Route = ['get' | 'post' | 'put' | 'delete', string];

/** For specs: each route answers 401 without a session and 403 to a signed-in non-administrator. */
export async function expectAdminOnly(t: TestApp, routes: Route[]): Promise<void> {
  const user = await createUser(t);
  const session = await logIn(t, user.email);
  for (const [method, path] of routes) {
    const anonymous = await t.http()[method](path).send({});
    expect([path, anonymous.status, anonymous.body.ok]).toEqual([path, 401, false]);
    const notAdmin = await session[method](path).send({});
    expect([path, notAdmin.status, notAdmin.body.ok]).toEqual([path, 403, false]);
  }
}
