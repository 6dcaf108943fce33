import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { logIn } from '#test/harness/identity';
import { tempDir } from '#test/harness/temp-dir';
import { startTestApp, TestApp } from '#test/harness/test-app';
import { AdminSeeder, DEMO_ADMIN_EMAIL } from './users.seeder';
import { UsersService } from './users.service';

describe('demo administrator seed', () => {
  let t: TestApp;
  const dataDir = tempDir('ivy-seed-');

  beforeAll(async () => {
    t = await startTestApp({ env: { DATA_DIR: dataDir, APP_URL: 'http://localhost:3000' } });
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('creates one administrator with a random password, shown once and kept in an owner-only file', async () => {
    const printed: string[] = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    await t.app.get(AdminSeeder).seed();
    jest.restoreAllMocks();

    const box = printed.join('');
    const password = /Password\s+(\S+)/.exec(box)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(box).toContain('http://localhost:3000/admin');
    expect(box).toContain(DEMO_ADMIN_EMAIL);

    const file = path.join(dataDir, 'secrets', 'admin-credentials.txt');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain(`password: ${password}`);

    const session = await logIn(t, DEMO_ADMIN_EMAIL, password);
    expect(session.user).toMatchObject({ isAdmin: true, email: DEMO_ADMIN_EMAIL });
  });

  it('never resets an existing administrator, nor prints anything again', async () => {
    const write = jest.spyOn(process.stdout, 'write');
    const before = readFileSync(path.join(dataDir, 'secrets', 'admin-credentials.txt'), 'utf8');
    await t.app.get(AdminSeeder).seed();
    expect(write).not.toHaveBeenCalled();
    const admins = await t.app.get(UsersService).list({ role: 'admin' });
    expect(admins.total_items).toBe(1);
    expect(readFileSync(path.join(dataDir, 'secrets', 'admin-credentials.txt'), 'utf8')).toBe(before);
  });
});
