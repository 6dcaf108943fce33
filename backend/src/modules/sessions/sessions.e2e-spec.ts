import { Clock } from '../../common/time/clock';
import { connectTo, startTestApp, TestApp } from '#test/harness/test-app';
import { createUser, logIn, TestSession } from '#test/harness/identity';
import { SessionsService } from './sessions.service';

const MINUTE = 60_000;

describe('session expiry (idle 30 minutes, absolute 12 hours)', () => {
  let t: TestApp;
  let now: number;

  beforeAll(async () => {
    t = await startTestApp();
    now = Date.now();
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(now));
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  async function freshSession(): Promise<TestSession> {
    const user = await createUser(t);
    return logIn(t, user.email);
  }

  const alive = async (session: TestSession) => (await session.get('/api/v1/auth/loggedin')).status === 200;

  it('ends a session idle for longer than the idle limit', async () => {
    const session = await freshSession();
    now += 29 * MINUTE;
    expect(await alive(session)).toBe(true);
    now += 31 * MINUTE;
    expect(await alive(session)).toBe(false);
  });

  it('keeps an active session alive past the idle limit, but not past the absolute limit', async () => {
    const session = await freshSession();
    const started = now;
    while (now < started + 11.5 * 60 * MINUTE) {
      now += 20 * MINUTE;
      expect(await alive(session)).toBe(true);
    }
    now = started + 12 * 60 * MINUTE + MINUTE;
    expect(await alive(session)).toBe(false);
  });

  it('records activity at most once a minute', async () => {
    const session = await freshSession();
    const db = await connectTo(t.config.MONGODB_URI ?? '');
    try {
      const lastSeen = async () =>
        (await db.collection('sessions').findOne({ userId: { $exists: true }, csrfToken: session.csrfToken }))
          ?.lastSeenAt as Date;
      const first = await lastSeen();
      now += 30_000;
      await alive(session);
      expect((await lastSeen()).getTime()).toBe(first.getTime());
      now += 40_000;
      await alive(session);
      expect((await lastSeen()).getTime()).toBe(now);
    } finally {
      await db.close();
    }
  });

  it('sweeps expired sessions out of the database', async () => {
    const session = await freshSession();
    const sessions = t.app.get(SessionsService);
    now += 31 * MINUTE;
    expect(await sessions.sweep()).toBeGreaterThanOrEqual(1);
    expect(await alive(session)).toBe(false);
  });
});
