import { SESSION_COOKIE } from '../../common/auth/session-cookie';
import {
  createUser,
  expectNoSecrets,
  logIn,
  logInAsAdmin,
  TEST_PASSWORD,
  TestSession,
} from '#test/harness/identity';
import { startTestApp, TestApp } from '#test/harness/test-app';
import { UsersService } from './users.service';

describe('users (administrators)', () => {
  let t: TestApp;
  let admin: TestSession;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await logInAsAdmin(t);
  });
  afterAll(() => t.close());

  const newUser = (fields: Record<string, unknown> = {}) => ({
    first_name: 'Siobhan',
    last_name: 'Kelly',
    email: `siobhan.${Math.random().toString(36).slice(2)}@example.ie`,
    password: 'a long enough password',
    ...fields,
  });

  describe('create', () => {
    it('creates a user (or an admin) and answers it without secrets', async () => {
      const body = newUser({ isAdmin: true, email: 'Siobhan.Kelly@Example.IE ' });
      const res = await admin.post('/api/v1/users/create').send(body).expect(201);
      expect(res.body).toMatchObject({
        ok: true,
        message: 'User created.',
        user: {
          first_name: 'Siobhan',
          email: 'siobhan.kelly@example.ie',
          isAdmin: true,
          isTwoFactorEnabled: false,
        },
      });
      expect(res.body.user.createdAt).toEqual(expect.any(String));
      expectNoSecrets(res.body, body.password);
      await logIn(t, 'siobhan.kelly@example.ie', body.password);
    });

    it('refuses an email that has an account (409)', async () => {
      const body = newUser();
      await admin.post('/api/v1/users/create').send(body).expect(201);
      const res = await admin
        .post('/api/v1/users/create')
        .send({ ...body, email: body.email.toUpperCase() })
        .expect(409);
      expect(res.body.message).toBe('An account with this email already exists.');
    });

    it('names every invalid field with a clear message', async () => {
      const res = await admin
        .post('/api/v1/users/create')
        .send({ first_name: '', email: 'aoife@example', password: 'aaaaaaaaaaaa', isAdmin: 'yes' })
        .expect(400);
      expect(res.body.errors).toEqual({
        first_name: ['Required'],
        last_name: ['Required'],
        email: ['Invalid email address'],
        password: ['Password must not be one character repeated.'],
        isAdmin: ['isAdmin must be a boolean value'],
      });
      const short = await admin
        .post('/api/v1/users/create')
        .send(newUser({ password: 'short' }))
        .expect(400);
      expect(short.body.errors.password).toEqual(['Password must be at least 10 characters long.']);
    });
  });

  describe('list', () => {
    let t2: TestApp;
    let admin2: TestSession;
    beforeAll(async () => {
      t2 = await startTestApp();
      admin2 = await logInAsAdmin(t2);
      const users = t2.app.get(UsersService);
      const actor = { type: 'system' as const, id: 'test', label: 'test' };
      for (const [i, name] of ['Aoife', 'Ciara', 'Niamh', 'Roisin', 'Orla', 'Aoibhinn'].entries()) {
        await users.create(
          {
            first_name: name,
            last_name: `Test${i}`,
            email: `${name.toLowerCase()}@example.ie`,
            password: TEST_PASSWORD,
            isAdmin: i === 0,
          },
          actor,
        );
      }
      await users.create(
        { first_name: 'Dot', last_name: 'Star', email: 'a.b@example.ie', password: TEST_PASSWORD },
        actor,
      );
    });
    afterAll(() => t2.close());

    it('pages the users, newest first by default', async () => {
      const res = await admin2.get('/api/v1/users/').query({ page: 0, page_size: 3 }).expect(200);
      expect(res.body).toMatchObject({
        ok: true,
        errors: {},
        page: 0,
        page_size: 3,
        total_items: 8,
        total_pages: 3,
      });
      expect(res.body.users.map((u: { first_name: string }) => u.first_name)).toEqual([
        'Dot',
        'Aoibhinn',
        'Orla',
      ]);
      expectNoSecrets(res.body);
      const oldest = await admin2.get('/api/v1/users').query({ sort: 'createdAt', page_size: 2 }).expect(200);
      expect(oldest.body.users[1].first_name).toBe('Aoife');
    });

    it('searches first name, last name and email, case-insensitively and literally', async () => {
      // The logged-in administrator is an Aoife too.
      const byName = await admin2.get('/api/v1/users').query({ search: 'aoi' }).expect(200);
      expect(byName.body.users.map((u: { first_name: string }) => u.first_name).sort()).toEqual([
        'Aoibhinn',
        'Aoife',
        'Aoife',
      ]);
      const byLast = await admin2.get('/api/v1/users').query({ search: 'TEST3' }).expect(200);
      expect(byLast.body.users.map((u: { first_name: string }) => u.first_name)).toEqual(['Roisin']);
      const regex = await admin2.get('/api/v1/users').query({ search: '.*' }).expect(200);
      expect(regex.body.total_items).toBe(0);
      const dot = await admin2.get('/api/v1/users').query({ search: 'a.b@' }).expect(200);
      expect(dot.body.users.map((u: { first_name: string }) => u.first_name)).toEqual(['Dot']);
      await admin2.get('/api/v1/users').query({ search: '(' }).expect(200);
    });

    it('filters by role and refuses unknown filters', async () => {
      const admins = await admin2.get('/api/v1/users').query({ role: 'admin' }).expect(200);
      expect(admins.body.users.every((u: { isAdmin: boolean }) => u.isAdmin)).toBe(true);
      expect(admins.body.total_items).toBe(2);
      const users = await admin2.get('/api/v1/users').query({ role: 'user' }).expect(200);
      expect(users.body.total_items).toBe(6);
      await admin2.get('/api/v1/users').query({ role: 'owner' }).expect(400);
      await admin2.get('/api/v1/users').query({ sort: 'email' }).expect(400);
    });
  });

  describe('get', () => {
    it('answers one user, 400 for a malformed id, 404 for an unknown one', async () => {
      const user = await createUser(t);
      const res = await admin.get(`/api/v1/users/get/${user._id}`).expect(200);
      expect(res.body).toMatchObject({ ok: true, user: { _id: user._id, email: user.email } });
      expectNoSecrets(res.body);
      const bad = await admin.get('/api/v1/users/get/nope').expect(400);
      expect(bad.body.errors).toEqual({ id: ['Invalid id'] });
      await admin.get('/api/v1/users/get/665f1c2b9d3e4a0012345678').expect(404);
    });
  });

  describe('update', () => {
    it('changes only the given fields, and audits before and after', async () => {
      const user = await createUser(t, { first_name: 'Orla' });
      const res = await admin
        .put(`/api/v1/users/update/${user._id}`)
        .send({ last_name: 'Walsh', isAdmin: true })
        .expect(200);
      expect(res.body).toMatchObject({
        message: 'User updated.',
        user: { first_name: 'Orla', last_name: 'Walsh', isAdmin: true },
      });
      const audit = await admin
        .get('/api/v1/audit')
        .query({ action: 'user.update', targetType: 'user' })
        .expect(200);
      expect(audit.body.data[0]).toMatchObject({
        actor: { type: 'user', id: admin.user._id, label: admin.user.email },
        targetId: user._id,
        before: { last_name: 'Byrne', isAdmin: false },
        after: { last_name: 'Walsh', isAdmin: true, changedFields: ['last_name', 'isAdmin'] },
        requestId: expect.any(String),
      });
    });

    it('refuses an email another account has (409)', async () => {
      const one = await createUser(t);
      const two = await createUser(t);
      const res = await admin.put(`/api/v1/users/update/${two._id}`).send({ email: one.email }).expect(409);
      expect(res.body.message).toBe('An account with this email already exists.');
    });

    it("sets a new password and ends the user's sessions, but not the caller's own", async () => {
      const user = await createUser(t);
      const theirs = await logIn(t, user.email);
      const body = { password: 'brand new password' };
      const res = await admin.put(`/api/v1/users/update/${user._id}`).send(body).expect(200);
      expectNoSecrets(res.body, body.password);
      await theirs.get('/api/v1/auth/loggedin').expect(401);
      await logIn(t, user.email, body.password);

      const own = await logInAsAdmin(t);
      const other = await logIn(t, own.user.email);
      await own
        .put(`/api/v1/users/update/${own.user._id}`)
        .send({ password: 'my own new password' })
        .expect(200);
      await own.get('/api/v1/auth/loggedin').expect(200);
      await other.get('/api/v1/auth/loggedin').expect(401);
    });

    it('refuses to demote the last administrator', async () => {
      const t3 = await startTestApp();
      try {
        const only = await logInAsAdmin(t3);
        const res = await only
          .put(`/api/v1/users/update/${only.user._id}`)
          .send({ isAdmin: false })
          .expect(422);
        expect(res.body.message).toBe(
          'The last administrator cannot lose administrator rights. Make another administrator first.',
        );
      } finally {
        await t3.close();
      }
    });

    it('validates what it is given', async () => {
      const user = await createUser(t);
      const res = await admin
        .put(`/api/v1/users/update/${user._id}`)
        .send({ email: 'nope', password: 'short' })
        .expect(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'password']);
      await admin.put(`/api/v1/users/update/${user._id}`).send({ password_hash: 'x' }).expect(400);
      await admin.put('/api/v1/users/update/665f1c2b9d3e4a0012345678').send({ first_name: 'X' }).expect(404);
    });
  });

  describe('delete', () => {
    it('deletes a user, ends their sessions, and audits it', async () => {
      const user = await createUser(t);
      const theirs = await logIn(t, user.email);
      const res = await admin.delete(`/api/v1/users/delete/${user._id}`).expect(200);
      expect(res.body).toMatchObject({ ok: true, message: 'User has been deleted.' });
      await t
        .http()
        .get('/api/v1/auth/loggedin')
        .set('Cookie', `${SESSION_COOKIE}=${theirs.sessionToken}`)
        .expect(401);
      await admin.get(`/api/v1/users/get/${user._id}`).expect(404);
      const audit = await admin.get('/api/v1/audit').query({ action: 'user.delete' }).expect(200);
      expect(audit.body.data[0]).toMatchObject({ targetId: user._id, before: { email: user.email } });
      expectNoSecrets(audit.body);
    });

    it('refuses to delete oneself, and the last administrator', async () => {
      const t3 = await startTestApp();
      try {
        const only = await logInAsAdmin(t3);
        const last = await only.delete(`/api/v1/users/delete/${only.user._id}`).expect(422);
        expect(last.body.message).toBe(
          'The last administrator cannot be deleted. Make another administrator first.',
        );
        await logInAsAdmin(t3);
        const self = await only.delete(`/api/v1/users/delete/${only.user._id}`).expect(422);
        expect(self.body.message).toBe('You cannot delete your own account. Ask another administrator.');
      } finally {
        await t3.close();
      }
    });

    it('answers 400 for a malformed id and 404 for an unknown one', async () => {
      await admin.delete('/api/v1/users/delete/123').expect(400);
      await admin.delete('/api/v1/users/delete/665f1c2b9d3e4a0012345678').expect(404);
    });
  });

  it('lets `make admin` create an administrator, or reset one (ending their sessions)', async () => {
    const users = t.app.get(UsersService);
    const actor = { type: 'system' as const, id: 'cli', label: 'make admin' };
    const input = {
      email: 'ops@example.ie',
      password: 'first password',
      first_name: 'Site',
      last_name: 'Administrator',
    };
    expect(await users.ensureAdmin(input, actor)).toBe('created');
    const session = await logIn(t, 'ops@example.ie', 'first password');
    expect(session.user.isAdmin).toBe(true);
    expect(await users.ensureAdmin({ ...input, password: 'second password' }, actor)).toBe('reset');
    await session.get('/api/v1/auth/loggedin').expect(401);
    await logIn(t, 'ops@example.ie', 'second password');
  });
});
