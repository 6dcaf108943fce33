import { getModelToken } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { startTestApp, TestApp } from '#test/harness/test-app';
import { AuditService } from '../audit/audit.service';
import { appWithAdmin } from '#test/harness/app.fixture';
import { expectStaffOnly } from '#test/harness/access.fixture';
import { Contact } from './schemas/contact.schema';
import { Feedback } from './schemas/feedback.schema';
import { mailsTo } from './inbox/forms.fixture';

const BROKER = 'quotes@ivycarinsurance.ie';
const ID = '665f1c2b9d3e4a0012345678';

const contact = (overrides: object = {}) => ({
  name: 'Aoife Byrne',
  email: 'aoife.contact@example.ie',
  phone: '087 123 4567',
  message: 'Can I add my daughter to my policy?',
  ...overrides,
});

const feedback = (overrides: object = {}) => ({
  name: 'Niamh Walsh',
  email: 'niamh.feedback@example.ie',
  rating: 4,
  isComplaint: false,
  message: 'Quick and friendly on the phone.',
  ...overrides,
});

describe('contact and feedback forms', () => {
  const app = appWithAdmin();

  describe('contact', () => {
    it('stores the message with a reference, tells the broker and acknowledges the sender', async () => {
      const res = await app.t
        .http()
        .post('/api/v1/utility/contact')
        .send(contact({ policyNumber: 'ivy-100200', email: 'Aoife.Contact@Example.ie' }))
        .expect(201);
      expect(res.body).toMatchObject({
        ok: true,
        errors: {},
        message: 'Thank you. We have received your message.',
      });
      const reference: string = res.body.reference;
      expect(reference).toMatch(/^CON-[A-HJ-NP-Z2-9]{6}$/);

      const list = await app.admin.get('/api/v1/utility/contacts').query({ search: reference }).expect(200);
      expect(list.body).toMatchObject({ ok: true, page: 0, total_items: 1 });
      expect(list.body.contacts[0]).toMatchObject({
        reference,
        name: 'Aoife Byrne',
        email: 'aoife.contact@example.ie',
        phone: '087 123 4567',
        policyNumber: 'IVY-100200',
        message: 'Can I add my daughter to my policy?',
        status: 'new',
        note: '',
        createdDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        createdWeek: expect.stringMatching(/^\d{4}-W\d{2}$/),
        createdMonth: expect.stringMatching(/^\d{4}-\d{2}$/),
        createdAt: expect.any(String),
      });

      const [toBroker] = (await mailsTo(app.t, BROKER)).filter((m) => m.subject.includes(reference));
      expect(toBroker.subject).toBe(`New message ${reference} from Aoife Byrne`);
      expect(toBroker.text).toContain('Policy number: IVY-100200');
      expect(toBroker.text).toContain('Can I add my daughter to my policy?');
      const [ack] = await mailsTo(app.t, 'aoife.contact@example.ie');
      expect(ack.subject).toBe(`We have received your message (${reference})`);
      expect(ack.text).toContain(`its reference is ${reference}`);
    });

    it('names each missing or invalid field', async () => {
      const missing = await app.t.http().post('/api/v1/utility/contact').send({}).expect(400);
      expect(missing.body.errors).toEqual({
        name: ['Required'],
        email: ['Required'],
        phone: ['Required'],
        message: ['Required'],
      });
      const invalid = await app.t
        .http()
        .post('/api/v1/utility/contact')
        .send(contact({ email: 'aoife@example.company', phone: '12', policyNumber: '!' }))
        .expect(400);
      expect(invalid.body.errors).toEqual({
        email: ['Invalid email address'],
        phone: ['Invalid phone number'],
        policyNumber: ['Invalid policy number'],
      });
      const oneLine = await app.t
        .http()
        .post('/api/v1/utility/contact')
        .send(contact({ name: 'A\r\nBcc: x@y.ie' }))
        .expect(400);
      expect(oneLine.body.errors.name).toEqual(['Contains characters that are not allowed']);
    });

    it('refuses unknown fields', async () => {
      const res = await app.t
        .http()
        .post('/api/v1/utility/contact')
        .send(contact({ status: 'done' }))
        .expect(400);
      expect(res.body.errors.status).toEqual(['status is not an allowed field']);
    });

    it('answers a filled honeypot as if all went well, and keeps and sends nothing', async () => {
      const contacts = app.t.app.get<Model<Contact>>(getModelToken(Contact.name));
      const before = await contacts.countDocuments();
      const res = await app.t
        .http()
        .post('/api/v1/utility/contact')
        .send(contact({ email: 'bot@example.ie', website: 'https://spam.example' }))
        .expect(201);
      expect(res.body.reference).toMatch(/^CON-/);
      expect(await contacts.countDocuments()).toBe(before);
      expect(await mailsTo(app.t, 'bot@example.ie')).toEqual([]);
    });

    it('lets an administrator work through messages: status, note, delete, each audited', async () => {
      const sent = await app.t.http().post('/api/v1/utility/contact').send(contact()).expect(201);
      const [stored] = (
        await app.admin.get('/api/v1/utility/contacts').query({ search: sent.body.reference })
      ).body.contacts;

      const updated = await app.admin
        .put(`/api/v1/utility/contacts/${stored._id}`)
        .send({ status: 'in progress', note: 'Called back, left a voicemail.' })
        .expect(200);
      expect(updated.body).toMatchObject({ message: 'Contact updated.', contact: { status: 'in progress' } });
      const done = await app.admin
        .get('/api/v1/utility/contacts')
        .query({ status: 'in progress' })
        .expect(200);
      expect(done.body.contacts.map((c: Contact & { _id: string }) => c._id)).toEqual([stored._id]);
      const bad = await app.admin
        .put(`/api/v1/utility/contacts/${stored._id}`)
        .send({ status: 'closed' })
        .expect(400);
      expect(bad.body.errors.status[0]).toBe('Choose one of: new, in progress, done');

      await app.admin.delete(`/api/v1/utility/contacts/${stored._id}`).expect(200);
      await app.admin.get(`/api/v1/utility/contacts/${stored._id}`).expect(404);
      const audit = await app.t.app.get(AuditService).list({ targetType: 'contact' });
      expect(audit.data.map((e) => e.action).sort()).toEqual(['contact.delete', 'contact.update']);
    });
  });

  describe('customer feedback', () => {
    it('stores feedback and thanks the sender', async () => {
      const res = await app.t.http().post('/api/v1/utility/feedback').send(feedback()).expect(201);
      expect(res.body.reference).toMatch(/^FBK-/);
      const [ack] = await mailsTo(app.t, 'niamh.feedback@example.ie');
      expect(ack.subject).toBe(`We have received your feedback (${res.body.reference})`);
      expect(ack.text).not.toMatch(/complaint/i);
      const [toBroker] = (await mailsTo(app.t, BROKER)).filter((m) => m.subject.includes(res.body.reference));
      expect(toBroker.text).toContain('Rating: 4 out of 5');
    });

    it('acknowledges a complaint as one at once, with the complaints timeline', async () => {
      const res = await app.t
        .http()
        .post('/api/v1/utility/feedback')
        .send(
          feedback({
            email: 'siobhan.complaint@example.ie',
            isComplaint: true,
            rating: 1,
            phone: '01 555 0100',
          }),
        )
        .expect(201);
      const reference = res.body.reference;
      const [ack] = await mailsTo(app.t, 'siobhan.complaint@example.ie');
      expect(ack.subject).toBe(`We have received your complaint (${reference})`);
      for (const promise of [
        'within 5 business days',
        'every 20 business days',
        'within 40 business days',
        'Financial Services and Pensions Ombudsman',
      ]) {
        expect(ack.text).toContain(promise);
      }
      const [toBroker] = (await mailsTo(app.t, BROKER)).filter((m) => m.subject.includes(reference));
      expect(toBroker.subject).toBe(`New complaint ${reference} from Niamh Walsh`);

      const stored = await app.admin.get('/api/v1/utility/feedback').query({ search: reference }).expect(200);
      expect(stored.body.data[0]).toMatchObject({
        isComplaint: true,
        rating: 1,
        phone: '01 555 0100',
        status: 'new',
      });
      const one = await app.admin.get(`/api/v1/utility/feedback/${stored.body.data[0]._id}`).expect(200);
      expect(one.body.feedback.reference).toBe(reference);
    });

    it('checks the rating, the complaint flag and the required fields', async () => {
      const res = await app.t
        .http()
        .post('/api/v1/utility/feedback')
        .send({ name: 'N', email: 'n@example.ie', rating: 6, isComplaint: 'yes' })
        .expect(400);
      expect(res.body.errors).toEqual({
        rating: ['A whole number from 1 to 5'],
        isComplaint: ['Must be true or false'],
        message: ['Required'],
      });
    });
  });

  it('keeps the inboxes for staff with the enquiries permission', async () => {
    await expectStaffOnly(app.t, 'enquiries', [
      ['get', '/api/v1/utility/contacts'],
      ['get', `/api/v1/utility/contacts/${ID}`],
      ['put', `/api/v1/utility/contacts/${ID}`],
      ['delete', `/api/v1/utility/contacts/${ID}`],
      ['get', '/api/v1/utility/feedback'],
      ['get', `/api/v1/utility/feedback/${ID}`],
      ['put', `/api/v1/utility/feedback/${ID}`],
      ['delete', `/api/v1/utility/feedback/${ID}`],
    ]);
  });
});

describe('public form rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
  });
  afterAll(() => t.close());

  it('answers 429 with when to retry once a client sends too many', async () => {
    const feedbacks = t.app.get<Model<Feedback>>(getModelToken(Feedback.name));
    for (let i = 0; i < 10; i++) {
      await t
        .http()
        .post('/api/v1/utility/feedback')
        .send(feedback({ website: 'bot' }))
        .expect(201);
    }
    const res = await t.http().post('/api/v1/utility/feedback').send(feedback()).expect(429);
    expect(res.body).toMatchObject({ ok: false, message: 'Too many requests. Please wait and try again.' });
    expect(res.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(res.headers['retry-after']).toBe(String(res.body.retryAfterSeconds));
    expect(await feedbacks.countDocuments()).toBe(0);
  });
});
