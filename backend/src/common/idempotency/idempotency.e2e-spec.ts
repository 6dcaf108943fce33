import { randomUUID } from 'node:crypto';
import { appWithAdmin } from '#test/harness/app.fixture';
import { logInAsAdmin, TestSession } from '#test/harness/identity';
import { connectTo } from '#test/harness/test-app';

const KEYS = '/api/v1/api-keys';

describe('Idempotency-Key on the operations that create', () => {
  const a = appWithAdmin();

  const create = (caller: TestSession, key: string, body: object) =>
    caller.post(KEYS).set('Idempotency-Key', key).send(body);

  async function keysNamed(name: string): Promise<unknown[]> {
    const list = await a.admin.get(`${KEYS}?page_size=100`).expect(200);
    return (list.body.data as { name: string }[]).filter((key) => key.name === name);
  }

  it('runs twenty concurrent requests with one key once, and answers all twenty with the same answer', async () => {
    const key = randomUUID();
    const body = { name: `Concurrent ${key}`, scopes: ['renewals:read'] };
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(a.admin, key, body)));

    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((res) => JSON.stringify(res.body))).size).toBe(1);
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await keysNamed(body.name)).toHaveLength(1);

    // The replayed answer holds the key's secret; the database keeps it sealed, never readable.
    const secret = String(answers[0].body.key).split('_').pop() as string;
    const db = await connectTo(a.t.config.MONGODB_URI as string);
    try {
      const stored = await db.collection('idempotency_keys').find().toArray();
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(secret);
    } finally {
      await db.close();
    }
  });

  it('refuses the key with another body (422); another caller with the same key acts on its own', async () => {
    const key = randomUUID();
    const body = { name: `Once ${key}`, scopes: ['renewals:read'] };
    const first = await create(a.admin, key, body).expect(201);

    const other = await create(a.admin, key, { ...body, scopes: ['renewals:write'] }).expect(422);
    expect(other.body.ok).toBe(false);

    const colleague = await logInAsAdmin(a.t);
    const theirs = await create(colleague, key, body).expect(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.apiKey._id).not.toBe(first.body.apiKey._id);
    expect(await keysNamed(body.name)).toHaveLength(2);
  });

  it('refuses a malformed key (400); a request that failed keeps nothing, so its corrected retry runs', async () => {
    const body = { name: `Malformed ${randomUUID()}`, scopes: ['renewals:read'] };
    const long = await create(a.admin, 'k'.repeat(256), body).expect(400);
    expect(long.body.errors['Idempotency-Key']).toHaveLength(1);
    expect(await keysNamed(body.name)).toHaveLength(0);

    const key = randomUUID();
    await create(a.admin, key, { ...body, scopes: [] }).expect(400);
    await create(a.admin, key, body).expect(201);
    expect(await keysNamed(body.name)).toHaveLength(1);
  });

  it("answers a visitor's form sent again with its first reference; another access token is another caller", async () => {
    const key = randomUUID();
    const contact = {
      name: 'Aoife Byrne',
      email: 'aoife@example.ie',
      phone: '087 123 4567',
      message: 'Hello',
    };
    const send = (headers: Record<string, string> = {}) =>
      a.t
        .http()
        .post('/api/v1/utility/contact')
        .set('Idempotency-Key', key)
        .set(headers)
        .send(contact)
        .expect(201);
    const first = await send();
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.reference).toBe(first.body.reference);
    const another = await send({ 'X-Quote-Token': 'another visitor' });
    expect(another.body.reference).not.toBe(first.body.reference);
  });

  it('counts an uploaded file as part of the request (a renewals file checked once)', async () => {
    const template = await a.admin.get('/api/v1/renewals/template.csv').expect(200);
    const key = randomUUID();
    const upload = (csv: string) =>
      a.admin
        .post('/api/v1/renewals/imports')
        .set('Idempotency-Key', key)
        .attach('file', Buffer.from(csv), 'renewals.csv');
    const first = await upload(template.text).expect(201);
    const again = await upload(template.text).expect(201);
    expect(again.body.import._id).toBe(first.body.import._id);
    await upload(`${template.text}\n`).expect(422);
  });
});
