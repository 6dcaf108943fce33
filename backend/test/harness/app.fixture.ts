import { logInAsAdmin, TestSession } from './identity';
import { startTestApp, TestApp, TestAppOptions } from './test-app';

export interface AppWithAdmin {
  t: TestApp;
  admin: TestSession;
}

/** For specs: an app for the describe block, with an administrator logged in; filled in by beforeAll. */
export function appWithAdmin(
  options?: TestAppOptions,
  prepare?: (t: TestApp) => Promise<void>,
): AppWithAdmin {
  const context = {} as AppWithAdmin;
  beforeAll(async () => {
    context.t = await startTestApp(options);
    await prepare?.(context.t);
    context.admin = await logInAsAdmin(context.t);
  });
  afterAll(() => context.t.close());
  return context;
}
