import { createUser, logIn, logInAsAdmin } from '../../../test/harness/identity';
import { startTestApp, TestApp, testDatabaseUri } from '../../../test/harness/test-app';

/** Two instances on one database, as behind a load balancer: each keeps its own copy of the directory. */
describe('user directory across instances', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const MONGODB_URI = testDatabaseUri();
    a = await startTestApp({ env: { MONGODB_URI } });
    b = await startTestApp({ env: { MONGODB_URI } });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('shows a write made on one instance at once on the other', async () => {
    const adminOnB = await logInAsAdmin(b);
    await adminOnB.get('/api/v1/users').expect(200);

    const user = await createUser(a, { first_name: 'Grainne' });
    const listed = await adminOnB.get('/api/v1/users').query({ search: 'grainne' }).expect(200);
    expect(listed.body.users.map((u: { _id: string }) => u._id)).toEqual([user._id]);

    const sessionOnB = await logIn(b, user.email);
    const adminOnA = await logInAsAdmin(a);
    await adminOnA
      .put(`/api/v1/users/update/${user._id}`)
      .send({ email: 'grainne.new@example.ie' })
      .expect(200);
    await logIn(b, 'grainne.new@example.ie');
    await b
      .http()
      .post('/api/v1/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(401);

    await adminOnA.delete(`/api/v1/users/delete/${user._id}`).expect(200);
    await sessionOnB.get('/api/v1/auth/loggedin').expect(401);
    await adminOnB.get(`/api/v1/users/get/${user._id}`).expect(404);
  });
});
