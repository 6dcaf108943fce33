import { Controller, Module, Post } from '@nestjs/common';
import { Staff } from '#src/common/auth/index';
import { ok } from '#src/common/http/envelope';
import { createUser, expectNoSecrets, logIn, logInAsAdmin, TestSession } from '#test/harness/identity';
import { startTestApp, TestApp } from '#test/harness/test-app';

/** A write route open to keys with renewals:write, as a renewals import would be. */
@Controller('probe-import')
class ProbeImportController {
  @Staff('renewals', 'renewals:write')
  @Post()
  importRenewals() {
    return ok({}, 'Imported');
  }
}

@Module({ controllers: [ProbeImportController] })
class ProbeImportModule {}

describe('integrator API keys', () => {
  let t: TestApp;
  let admin: TestSession;

  beforeAll(async () => {
    t = await startTestApp({ imports: [ProbeImportModule] });
    admin = await logInAsAdmin(t);
  });
  afterAll(() => t.close());

  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

  async function createKey(scopes: string[], name = 'Broker system'): Promise<{ id: string; key: string }> {
    const res = await admin.post('/api/v1/api-keys').send({ name, scopes }).expect(201);
    return { id: res.body.apiKey._id, key: res.body.key };
  }

  it('creates a key shown once, lists keys without it, and audits the creation', async () => {
    const res = await admin
      .post('/api/v1/api-keys')
      .send({ name: ' Renewals feed ', scopes: ['users:read'] })
      .expect(201);
    expect(res.body).toMatchObject({
      ok: true,
      message: 'API key created. Copy it now: it will not be shown again.',
      apiKey: {
        name: 'Renewals feed',
        scopes: ['users:read'],
        rateLimitPerMinute: 600,
        ownRateLimit: false,
        createdBy: { type: 'user', label: admin.user.email },
      },
    });
    const key: string = res.body.key;
    expect(key).toMatch(/^ivy_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(`ivy_${res.body.apiKey.prefix}_`)).toBe(true);

    const list = await admin.get('/api/v1/api-keys').expect(200);
    expect(list.body.data.map((k: { name: string }) => k.name)).toContain('Renewals feed');
    expect(JSON.stringify(list.body)).not.toContain(key.split('_').slice(2).join('_'));
    expectNoSecrets(list.body);

    const audit = await admin.get('/api/v1/audit').query({ action: 'api-key.create' }).expect(200);
    expect(audit.body.data[0]).toMatchObject({
      targetId: res.body.apiKey._id,
      actor: { label: admin.user.email },
    });
    expectNoSecrets(audit.body, key);
  });

  it('lets a key call the routes whose scope it holds, without CSRF', async () => {
    const reader = await createKey(['users:read']);
    const list = await t.http().get('/api/v1/users').set(bearer(reader.key)).expect(200);
    expect(list.body.ok).toBe(true);
    await t.http().get(`/api/v1/users/get/${admin.user._id}`).set(bearer(reader.key)).expect(200);

    const writer = await createKey(['renewals:write']);
    await t.http().post('/api/v1/probe-import').set(bearer(writer.key)).send({}).expect(201);
  });

  it('refuses a key without the scope (403), and on routes that take no keys (403)', async () => {
    const writer = await createKey(['renewals:write']);
    const res = await t.http().get('/api/v1/users').set(bearer(writer.key)).expect(403);
    expect(res.body.message).toBe('This API key lacks the scope users:read.');

    const reader = await createKey(['users:read']);
    const noKeys = await t.http().post('/api/v1/users/create').set(bearer(reader.key)).send({}).expect(403);
    expect(noKeys.body.message).toBe('API keys cannot be used for this request.');
    await t.http().get('/api/v1/audit').set(bearer(reader.key)).expect(403);
    await t.http().get('/api/v1/api-keys').set(bearer(reader.key)).expect(403);
  });

  it('refuses a revoked key (401) at once, and unknown or malformed keys (401)', async () => {
    const reader = await createKey(['users:read']);
    await t.http().get('/api/v1/users').set(bearer(reader.key)).expect(200);
    const revoked = await admin.delete(`/api/v1/api-keys/${reader.id}`).expect(200);
    expect(revoked.body.apiKey.revokedAt).toEqual(expect.any(String));
    const res = await t.http().get('/api/v1/users').set(bearer(reader.key)).expect(401);
    expect(res.body.message).toBe('This API key has been revoked.');

    const forged = reader.key.slice(0, -4) + 'AAAA';
    expect((await t.http().get('/api/v1/users').set(bearer(forged)).expect(401)).body.message).toBe(
      'Invalid API key.',
    );
    await t.http().get('/api/v1/users').set(bearer('not-a-key')).expect(401);

    const audit = await admin
      .get('/api/v1/audit')
      .query({ action: 'api-key.revoke', targetType: 'api-key' })
      .expect(200);
    expect(audit.body.data[0]).toMatchObject({ targetId: reader.id, before: { name: 'Broker system' } });
  });

  it('validates the key request and the id', async () => {
    const res = await admin
      .post('/api/v1/api-keys')
      .send({ name: '', scopes: ['everything'] })
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['name', 'scopes']);
    await admin.post('/api/v1/api-keys').send({ name: 'x', scopes: [] }).expect(400);
    for (const rateLimitPerMinute of [0, 1.5, '60', 10_001]) {
      const budget = await admin
        .post('/api/v1/api-keys')
        .send({ name: 'x', scopes: ['users:read'], rateLimitPerMinute })
        .expect(400);
      expect(Object.keys(budget.body.errors)).toEqual(['rateLimitPerMinute']);
    }
    await admin.delete('/api/v1/api-keys/not-an-id').expect(400);
    await admin.delete('/api/v1/api-keys/665f1c2b9d3e4a0012345678').expect(404);
  });

  it('lists the scope catalogue and the default budget', async () => {
    const res = await admin.get('/api/v1/api-keys/scopes').expect(200);
    expect(res.body.scopes).toEqual([
      'users:read',
      'renewals:read',
      'renewals:write',
      'quotes:read',
      'policies:read',
      'payments:read',
      'statistics:read',
      'personal-data:read',
      'personal-data:erase',
      'events:read',
      'webhooks',
    ]);
    expect(res.body.defaultRateLimitPerMinute).toBe(600);
  });

  it('is for administrators only', async () => {
    const user = await createUser(t);
    const session = await logIn(t, user.email);
    await session.get('/api/v1/api-keys').expect(403);
    await session
      .post('/api/v1/api-keys')
      .send({ name: 'x', scopes: ['users:read'] })
      .expect(403);
    await t.http().get('/api/v1/api-keys').expect(401);
  });
});
