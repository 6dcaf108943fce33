import { randomUUID } from 'node:crypto';
import { AuditService } from '../audit/audit.service';
import { appWithAdmin } from '#test/harness/app.fixture';
import { expectStaffOnly } from '#test/harness/access.fixture';
import { ConsentSeeder } from './consent.seeder';
import { CookieRecord } from './schemas/cookie-record.schema';

const ID = '665f1c2b9d3e4a0012345678';

describe('cookie consent', () => {
  const app = appWithAdmin({}, (t) => t.app.get(ConsentSeeder).seed());

  const choice = (overrides: object = {}) => ({
    anonymousId: randomUUID(),
    choices: { functional: true, analytics: false, marketing: false },
    bannerVersion: 'abc123def456',
    source: 'manager',
    ...overrides,
  });

  describe('cookie records', () => {
    it('lists the records in table order, with the categories and the banner version', async () => {
      const res = await app.t.http().get('/api/v1/dg-cookies/').expect(200);
      expect(res.body).toMatchObject({ ok: true, message: 'OK', errors: {} });
      expect(res.body.version).toMatch(/^[0-9a-f]{12}$/);
      expect(res.body.categories.map((c: { name: string }) => c.name)).toEqual([
        'Functional',
        'Analytics',
        'Marketing',
      ]);
      const categories = res.body.cookies.map((c: CookieRecord) => c.category);
      expect(categories[0]).toBe('Strictly necessary');
      expect(categories.at(-1)).toBe('Marketing');
      expect(res.body.cookies[0]).toEqual({
        _id: expect.any(String),
        category: 'Strictly necessary',
        name: 'ivy.sid',
        description: expect.any(String),
        retentionPeriod: expect.any(String),
        dataController: 'Ivy Insurance Brokers Limited',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('filters by category; the version stays that of the whole banner', async () => {
      const all = await app.t.http().get('/api/v1/dg-cookies').expect(200);
      const analytics = await app.t
        .http()
        .get('/api/v1/dg-cookies/')
        .query({ category: 'Analytics' })
        .expect(200);
      expect(analytics.body.cookies.length).toBeGreaterThan(0);
      expect(new Set(analytics.body.cookies.map((c: CookieRecord) => c.category))).toEqual(
        new Set(['Analytics']),
      );
      expect(analytics.body.version).toBe(all.body.version);
      const bad = await app.t.http().get('/api/v1/dg-cookies/').query({ category: 'Tasty' }).expect(400);
      expect(bad.body.errors.category[0]).toMatch(/^Choose one of/);
    });

    it('lets an administrator manage records; any change gives a new banner version, audited', async () => {
      const before = (await app.t.http().get('/api/v1/dg-cookies/').expect(200)).body.version;
      const created = await app.admin
        .post('/api/v1/dg-cookies/records')
        .send({
          category: 'Analytics',
          name: '_hjSession',
          description: 'Hotjar session.',
          retentionPeriod: '30 minutes',
          dataController: 'Hotjar Ltd',
        })
        .expect(201);
      const id = created.body.cookie._id;
      const added = (await app.t.http().get('/api/v1/dg-cookies/').expect(200)).body.version;
      expect(added).not.toBe(before);

      await app.admin.put(`/api/v1/dg-cookies/records/${id}`).send({ retentionPeriod: '1 hour' }).expect(200);
      expect(
        (await app.admin.get(`/api/v1/dg-cookies/records/${id}`).expect(200)).body.cookie.retentionPeriod,
      ).toBe('1 hour');
      await app.admin.delete(`/api/v1/dg-cookies/records/${id}`).expect(200);
      expect((await app.t.http().get('/api/v1/dg-cookies/').expect(200)).body.version).toBe(before);
      const { _id, createdAt, updatedAt, ...fields } = created.body.cookie;
      const duplicate = await app.admin
        .post('/api/v1/dg-cookies/records')
        .send({ ...fields, name: '_ga' })
        .expect(409);
      expect(duplicate.body.ok).toBe(false);
      const extra = await app.admin
        .post('/api/v1/dg-cookies/records')
        .send({ ...fields, _id, createdAt, updatedAt })
        .expect(400);
      expect(Object.keys(extra.body.errors).sort()).toEqual(['_id', 'createdAt', 'updatedAt']);
      const audit = await app.t.app.get(AuditService).list({ targetType: 'cookie-record' });
      expect(audit.data.map((e) => e.action).sort()).toEqual([
        'cookie-record.create',
        'cookie-record.delete',
        'cookie-record.update',
      ]);
    });

    it('seeds idempotently', async () => {
      const count = (await app.t.http().get('/api/v1/dg-cookies/').expect(200)).body.cookies.length;
      await app.t.app.get(ConsentSeeder).seed();
      expect((await app.t.http().get('/api/v1/dg-cookies/').expect(200)).body.cookies.length).toBe(count);
    });
  });

  describe('proof of consent', () => {
    it('records a choice with the time, the user agent and only the network of the IP', async () => {
      const sent = choice();
      const res = await app.t
        .http()
        .post('/api/v1/dg-cookies/consent')
        .set('User-Agent', 'Mozilla/5.0 (test)')
        .send(sent)
        .expect(201);
      expect(res.body).toMatchObject({ ok: true, message: 'Your cookie choices have been recorded.' });
      expect(res.body.consentId).toMatch(/^[0-9a-f]{24}$/);

      const list = await app.admin
        .get('/api/v1/dg-cookies/consents')
        .query({ anonymousId: sent.anonymousId })
        .expect(200);
      expect(list.body).toMatchObject({ page: 0, page_size: 10, total_items: 1, total_pages: 1 });
      expect(list.body.data[0]).toMatchObject({
        _id: res.body.consentId,
        anonymousId: sent.anonymousId,
        choices: sent.choices,
        bannerVersion: sent.bannerVersion,
        source: 'manager',
        userAgent: 'Mozilla/5.0 (test)',
        ipPrefix: '127.0.0.0',
        createdAt: res.body.recordedAt,
      });
    });

    it('refuses a malformed choice', async () => {
      const res = await app.t
        .http()
        .post('/api/v1/dg-cookies/consent')
        .send({ anonymousId: 'not-a-uuid', choices: { functional: 'yes' }, source: 'popup' })
        .expect(400);
      expect(res.body.errors).toMatchObject({
        anonymousId: ['Must be a UUID'],
        'choices.functional': ['Must be true or false'],
        'choices.analytics': ['Required'],
        bannerVersion: ['Required'],
        source: [expect.stringMatching(/^Choose one of: banner, manager, footer/)],
      });
      const unknown = await app.t
        .http()
        .post('/api/v1/dg-cookies/consent')
        .send(choice({ ip: '1.2.3.4' }))
        .expect(400);
      expect(unknown.body.errors.ip).toEqual(['ip is not an allowed field']);
    });
  });

  it('keeps every admin route for administrators', async () => {
    await expectStaffOnly(app.t, 'data-protection', [['get', '/api/v1/dg-cookies/consents']]);
    await expectStaffOnly(app.t, 'settings', [
      ['get', `/api/v1/dg-cookies/records/${ID}`],
      ['post', '/api/v1/dg-cookies/records'],
      ['put', `/api/v1/dg-cookies/records/${ID}`],
      ['delete', `/api/v1/dg-cookies/records/${ID}`],
    ]);
  });
});
