import { getModelToken } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { AuditService } from '../audit/audit.service';
import { appWithAdmin } from '#test/harness/app.fixture';
import { expectStaffOnly } from '#test/harness/access.fixture';
import { ContentSeeder } from './content.seeder';
import { Faq } from './schemas/faq.schema';
import { JargonTerm } from './schemas/jargon-term.schema';
import { FAQ_TOPICS } from './seed/faqs';

const ID = '665f1c2b9d3e4a0012345678';

describe('help content', () => {
  const app = appWithAdmin({}, (t) => t.app.get(ContentSeeder).seed());

  describe('FAQs', () => {
    it('lists every FAQ in order, with every topic', async () => {
      const res = await app.t.http().get('/api/v1/content/faqs').expect(200);
      expect(res.body).toMatchObject({ ok: true, errors: {} });
      expect(res.body.faqs.length).toBeGreaterThanOrEqual(30);
      expect(res.body.faqs[0]).toEqual(
        expect.objectContaining({
          _id: expect.any(String),
          question: expect.any(String),
          answer: expect.any(String),
        }),
      );
      const orders = res.body.faqs.map((f: Faq) => f.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(new Set(res.body.topics)).toEqual(new Set(FAQ_TOPICS));
    });

    it('searches questions and answers case-insensitively, literally, and filters by topic', async () => {
      const search = await app.t
        .http()
        .get('/api/v1/content/faqs')
        .query({ search: 'DRIVER NUMBER' })
        .expect(200);
      expect(search.body.faqs.length).toBeGreaterThan(0);
      for (const faq of search.body.faqs)
        expect(`${faq.question} ${faq.answer}`.toLowerCase()).toContain('driver number');
      expect(search.body.topics.length).toBe(FAQ_TOPICS.length);

      const literal = await app.t.http().get('/api/v1/content/faqs').query({ search: '.*' }).expect(200);
      expect(literal.body.faqs).toEqual([]);

      const topic = await app.t.http().get('/api/v1/content/faqs').query({ topic: 'Payments' }).expect(200);
      expect(topic.body.faqs.length).toBeGreaterThan(0);
      expect(new Set(topic.body.faqs.map((f: Faq) => f.topic))).toEqual(new Set(['Payments']));
    });

    it('lets an administrator add, read, change and delete an FAQ, each change audited', async () => {
      const created = await app.admin
        .post('/api/v1/content/admin/faqs')
        .send({
          question: 'Do you insure vans?',
          answer: '<p>Not yet: we insure <strong>cars</strong>.</p>',
          topic: 'Getting a quote',
        })
        .expect(201);
      const faq = created.body.faq;
      expect(created.body).toMatchObject({ ok: true, message: 'FAQ created.' });
      const last = await app.t.http().get('/api/v1/content/faqs').expect(200);
      expect(last.body.faqs.at(-1)).toMatchObject({ _id: faq._id, question: 'Do you insure vans?' });

      await app.admin.get(`/api/v1/content/admin/faqs/${faq._id}`).expect(200);
      const updated = await app.admin
        .put(`/api/v1/content/admin/faqs/${faq._id}`)
        .send({ topic: 'Documents' })
        .expect(200);
      expect(updated.body.faq).toMatchObject({ topic: 'Documents', question: 'Do you insure vans?' });
      await app.admin.delete(`/api/v1/content/admin/faqs/${faq._id}`).expect(200);
      await app.admin.get(`/api/v1/content/admin/faqs/${faq._id}`).expect(404);

      const audit = await app.t.app.get(AuditService).list({ targetType: 'faq' });
      expect(audit.data.map((entry) => entry.action).sort()).toEqual([
        'faq.create',
        'faq.delete',
        'faq.update',
      ]);
      expect(
        audit.data.every((entry) => entry.targetId === faq._id && entry.actor.label === app.admin.user.email),
      ).toBe(true);
    });

    it('refuses unsafe HTML, missing fields and unknown fields', async () => {
      const unsafe = await app.admin
        .post('/api/v1/content/admin/faqs')
        .send({
          question: 'Q?',
          answer: '<p onclick="x()">A</p><script>alert(1)</script>',
          topic: 'Payments',
        })
        .expect(400);
      expect(unsafe.body.errors.answer[0]).toMatch(/^Only simple formatting is allowed: /);
      const missing = await app.admin.post('/api/v1/content/admin/faqs').send({}).expect(400);
      expect(missing.body.errors).toEqual({
        question: ['Required'],
        answer: ['Required'],
        topic: ['Required'],
      });
      const unknown = await app.admin
        .put(`/api/v1/content/admin/faqs/${ID}`)
        .send({ isAdmin: true })
        .expect(400);
      expect(unknown.body.errors.isAdmin).toEqual(['isAdmin is not an allowed field']);
    });

    it('pages the admin list', async () => {
      const res = await app.admin
        .get('/api/v1/content/admin/faqs')
        .query({ page: 1, page_size: 5, topic: 'Claims' })
        .expect(200);
      expect(res.body).toMatchObject({ ok: true, page: 1, page_size: 5 });
      expect(res.body.total_items).toBeGreaterThan(0);
      expect(res.body.total_pages).toBe(Math.max(1, Math.ceil(res.body.total_items / 5)));
    });
  });

  describe('jargon', () => {
    it('lists terms alphabetically, searches and filters by first letter', async () => {
      const all = await app.t.http().get('/api/v1/content/jargon').expect(200);
      const terms = all.body.jargon.map((j: JargonTerm) => j.term);
      expect(terms.length).toBeGreaterThanOrEqual(40);
      expect(terms).toEqual([...terms].sort());

      const byLetter = await app.t.http().get('/api/v1/content/jargon').query({ letter: 'n' }).expect(200);
      expect(byLetter.body.jargon.length).toBeGreaterThan(0);
      for (const j of byLetter.body.jargon) expect(j.term[0]).toBe('N');

      const search = await app.t.http().get('/api/v1/content/jargon').query({ search: 'excess' }).expect(200);
      expect(search.body.jargon.some((j: JargonTerm) => j.term === 'Excess')).toBe(true);

      const bad = await app.t.http().get('/api/v1/content/jargon').query({ letter: 'ab' }).expect(400);
      expect(bad.body.errors.letter).toEqual(['A single letter']);
    });

    it('lets an administrator manage terms; a term is listed once', async () => {
      const created = await app.admin
        .post('/api/v1/content/admin/jargon')
        .send({ term: 'Vehicle excise duty', definition: 'The annual motor tax on a car.' })
        .expect(201);
      const duplicate = await app.admin
        .post('/api/v1/content/admin/jargon')
        .send({ term: 'Vehicle excise duty', definition: 'Again.' })
        .expect(409);
      expect(duplicate.body.ok).toBe(false);
      const list = await app.admin.get('/api/v1/content/admin/jargon').query({ letter: 'V' }).expect(200);
      expect(list.body.data.map((j: JargonTerm) => j.term)).toContain('Vehicle excise duty');
      await app.admin
        .put(`/api/v1/content/admin/jargon/${created.body.term._id}`)
        .send({ definition: 'Changed.' })
        .expect(200);
      await app.admin.delete(`/api/v1/content/admin/jargon/${created.body.term._id}`).expect(200);
      const audit = await app.t.app.get(AuditService).list({ targetType: 'jargon-term' });
      expect(audit.data).toHaveLength(3);
    });
  });

  it('keeps every admin route for staff with the content permission', async () => {
    await expectStaffOnly(app.t, 'content', [
      ['get', '/api/v1/content/admin/faqs'],
      ['get', `/api/v1/content/admin/faqs/${ID}`],
      ['post', '/api/v1/content/admin/faqs'],
      ['put', `/api/v1/content/admin/faqs/${ID}`],
      ['delete', `/api/v1/content/admin/faqs/${ID}`],
      ['get', '/api/v1/content/admin/jargon'],
      ['get', `/api/v1/content/admin/jargon/${ID}`],
      ['post', '/api/v1/content/admin/jargon'],
      ['put', `/api/v1/content/admin/jargon/${ID}`],
      ['delete', `/api/v1/content/admin/jargon/${ID}`],
    ]);
  });

  it('seeds idempotently and leaves deleted content deleted', async () => {
    const faqs = app.t.app.get<Model<Faq>>(getModelToken(Faq.name));
    const before = await faqs.countDocuments();
    await faqs.deleteOne({ question: 'Is car insurance cheaper for women?' });
    await app.t.app.get(ContentSeeder).seed();
    expect(await faqs.countDocuments()).toBe(before - 1);
  });
});
