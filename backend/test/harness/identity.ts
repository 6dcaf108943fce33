import { randomBytes } from 'node:crypto';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import type { Actor, UserView } from '../../src/common/auth';
import { CSRF_COOKIE, CSRF_HEADER } from '../../src/common/auth/csrf';
import { UsersService } from '../../src/modules/users/users.service';
import { SESSION_COOKIE } from '../../src/common/auth/session-cookie';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'correct horse battery';
const TEST_ACTOR: Actor = { type: 'system', id: 'test', label: 'test harness' };

export interface TestUser extends UserView {
  password: string;
}

/** A user straight through UsersService (no HTTP), with a unique email unless one is given. */
export async function createUser(
  t: TestApp,
  fields: Partial<{
    first_name: string;
    last_name: string;
    email: string;
    password: string;
    isAdmin: boolean;
  }> = {},
): Promise<TestUser> {
  const password = fields.password ?? TEST_PASSWORD;
  const user = await t.app.get(UsersService).create(
    {
      first_name: fields.first_name ?? 'Aoife',
      last_name: fields.last_name ?? 'Byrne',
      email: fields.email ?? `user-${randomBytes(4).toString('hex')}@example.ie`,
      password,
      isAdmin: fields.isAdmin ?? false,
    },
    TEST_ACTOR,
  );
  return { ...user, password };
}

/** The value a response sets for a cookie ('' when it clears it, undefined when it does not touch it). */
export function cookieSet(res: request.Response, name: string): string | undefined {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  const line = raw?.find((c) => c.startsWith(`${name}=`));
  return line === undefined ? undefined : decodeURIComponent(line.slice(name.length + 1).split(';')[0]);
}

/** A browser-like client: keeps cookies, and echoes the CSRF cookie as the header on writes. */
export class TestSession {
  constructor(
    readonly agent: TestAgent,
    public csrfToken: string,
    readonly sessionToken: string,
    readonly user: UserView,
  ) {}

  get(path: string) {
    return this.agent.get(path);
  }

  post(path: string) {
    return this.agent.post(path).set(CSRF_HEADER, this.csrfToken);
  }

  put(path: string) {
    return this.agent.put(path).set(CSRF_HEADER, this.csrfToken);
  }

  patch(path: string) {
    return this.agent.patch(path).set(CSRF_HEADER, this.csrfToken);
  }

  delete(path: string) {
    return this.agent.delete(path).set(CSRF_HEADER, this.csrfToken);
  }

  /** Keeps up with a rotated session (2FA verify and skip issue new cookies). */
  follow(res: request.Response): this {
    this.csrfToken = cookieSet(res, CSRF_COOKIE) ?? this.csrfToken;
    return this;
  }
}

export async function logIn(t: TestApp, email: string, password = TEST_PASSWORD): Promise<TestSession> {
  const agent = request.agent(t.app.getHttpServer());
  const res = await agent.post('/api/v1/auth/login').send({ email, password });
  if (res.status !== 200)
    throw new Error(`login of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const csrf = cookieSet(res, CSRF_COOKIE);
  const session = cookieSet(res, SESSION_COOKIE);
  if (!csrf || !session) throw new Error('login set no session cookies');
  return new TestSession(agent, csrf, session, res.body.user as UserView);
}

/** A new administrator, logged in (2FA off, as in the default test settings). */
export async function logInAsAdmin(t: TestApp): Promise<TestSession> {
  const user = await createUser(t, { isAdmin: true });
  return logIn(t, user.email, user.password);
}

const SECRET_WORDS =
  /passwordHash|sealedSecret|tokenHash|secretHash|csrfToken|"password"|\$argon2|passwordReset/;

/** No answer may carry a credential: no hash, no sealed secret, no token field, no given password. */
export function expectNoSecrets(body: unknown, ...secrets: string[]): void {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(SECRET_WORDS);
  for (const secret of [TEST_PASSWORD, ...secrets]) expect(text).not.toContain(secret);
}
