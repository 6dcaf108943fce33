import type mongoose from 'mongoose';
import { createUser, logIn, logInAsAdmin, TestSession } from '#test/harness/identity';
import type { TestApp } from '#test/harness/test-app';
import { binaryBody } from '#test/harness/binary-body';
import { readPdf } from '../../common/pdf/pdf-text.fixture';
import { formatMoney } from '../../common/text/formats';
import { deliver, records, sandboxEvent, startPaymentsApp } from '../payments/payments.fixture';
import { addDays, dublinIsoDate } from '../../common/time/dates';
import { Clock } from '../../common/time/clock';
import { renewalIdOf } from './domain/renewal-terms';
import { csvOf, importSheet, sampleRow } from './import/renewals.fixture';
import { RENEWAL_TOKEN_HEADER } from './renewal-access.service';
import { RenewalInvitations } from './renewal-invitations.service';

const inDays = (days: number) => dublinIsoDate(addDays(new Date(), days));
const idOf = (policyNumber: string) => String(renewalIdOf(policyNumber));

describe('renewals: staff management, the customer renewal and its payment', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  let close: () => Promise<void>;
  let admin: TestSession;
  beforeAll(async () => {
    ({ t, db, close } = await startPaymentsApp());
    admin = await logInAsAdmin(t);
    await importSheet(
      t,
      admin,
      csvOf([
        sampleRow(1, {
          'Renewal date': inDays(10),
          'Customer name': 'Aoife Byrne',
          Email: 'aoife@example.ie',
        }),
        sampleRow(2, { 'Renewal date': inDays(25), 'Vehicle registration': '162-C-4821' }),
        sampleRow(3, { 'Renewal date': inDays(50) }),
        sampleRow(4, { 'Renewal date': inDays(-3) }),
        sampleRow(5, { 'Renewal date': inDays(60), 'Renewal premium': '450.00' }),
      ]),
    );
  });
  afterAll(() => close());

  const mails = (to: string) => records(db).mails(to);
  const lookup = (policyNumber: string, dateOfBirth = '1985-04-12') =>
    t.http().post('/api/v1/renewals/lookup').send({ policyNumber, dateOfBirth });
  const asCustomer = async (policyNumber: string) => {
    const { token } = (await lookup(policyNumber).expect(200)).body;
    return {
      get: (path: string) => t.http().get(path).set(RENEWAL_TOKEN_HEADER, token),
      post: (path: string) => t.http().post(path).set(RENEWAL_TOKEN_HEADER, token),
      put: (path: string) => t.http().put(path).set(RENEWAL_TOKEN_HEADER, token),
    };
  };

  describe('staff', () => {
    it('lists by renewal date, with search, status and month filters and pages', async () => {
      const all = (await admin.get('/api/v1/renewals?page_size=2').expect(200)).body;
      expect(all).toMatchObject({ page: 0, page_size: 2, total_items: 5, total_pages: 3 });
      expect(all.data.map((r: { policyNumber: string }) => r.policyNumber)).toEqual([
        'TEST-000004',
        'TEST-000001',
      ]);

      const byRegistration = (await admin.get('/api/v1/renewals?search=162-c').expect(200)).body;
      expect(byRegistration.data.map((r: { policyNumber: string }) => r.policyNumber)).toEqual([
        'TEST-000002',
      ]);
      const byName = (await admin.get('/api/v1/renewals?search=aoife%20BYRNE').expect(200)).body;
      expect(byName.total_items).toBe(1);
      const month = inDays(50).slice(0, 7);
      const byMonth = (await admin.get(`/api/v1/renewals?month=${month}&status=imported`).expect(200)).body;
      expect(byMonth.data.every((r: { renewalDate: string }) => r.renewalDate.startsWith(month))).toBe(true);
      await admin.get('/api/v1/renewals?status=gone').expect(400);
      await admin.get('/api/v1/renewals?month=2027-13').expect(400);
    });

    it('shows one renewal with its timeline, and deletes one', async () => {
      const detail = (await admin.get(`/api/v1/renewals/${idOf('TEST-000005')}`).expect(200)).body.renewal;
      expect(detail).toMatchObject({
        policyNumber: 'TEST-000005',
        renewalPremiumCents: 45000,
        dateOfBirth: '1985-04-12',
        coverLabel: 'Comprehensive',
        history: [{ yearsAgo: 1, premiumCents: 61240, claims: 0 }, { yearsAgo: 2 }],
        events: [{ type: 'imported', note: 'Imported from renewals.csv' }],
      });
      await admin.delete(`/api/v1/renewals/${idOf('TEST-000005')}`).expect(200);
      await admin.get(`/api/v1/renewals/${idOf('TEST-000005')}`).expect(404);
      await admin.delete(`/api/v1/renewals/${idOf('TEST-000005')}`).expect(404);
      await admin.get('/api/v1/renewals/not-an-id').expect(400);
    });
  });

  describe('invitations', () => {
    it('invites, once, every renewal due within 25 working days (at least 20 ahead when imported in time), and lapses past ones', async () => {
      const job = t.app.get(RenewalInvitations);
      expect(await job.run()).toEqual({ invited: 2, lapsed: 1 });
      expect(await job.run()).toEqual({ invited: 0, lapsed: 0 });

      const [invitation] = await mails('aoife@example.ie');
      expect(invitation.subject).toBe('Your Ivy Car Insurance renewal: policy TEST-000001');
      expect(await mails('customer2@example.ie')).toHaveLength(1);
      expect(await mails('customer3@example.ie')).toHaveLength(0);
      const statuses = (await admin.get('/api/v1/renewals?page_size=10').expect(200)).body.data.map(
        (r: { policyNumber: string; status: string }) => [r.policyNumber, r.status],
      );
      expect(statuses).toEqual([
        ['TEST-000004', 'lapsed'],
        ['TEST-000001', 'invited'],
        ['TEST-000002', 'invited'],
        ['TEST-000003', 'imported'],
      ]);

      // The link in the email opens the renewal without a lookup.
      const link = new URL(/https?:\/\/\S+\/renewals\/\S+/.exec(invitation.text)![0]);
      expect(link.pathname).toBe(`/renewals/${idOf('TEST-000001')}`);
      const offer = await t
        .http()
        .get(`/api/v1/renewals/${idOf('TEST-000001')}/offer`)
        .set(RENEWAL_TOKEN_HEADER, link.searchParams.get('token')!)
        .expect(200);
      expect(offer.body.renewal).toMatchObject({ policyNumber: 'TEST-000001', status: 'viewed' });

      // The notice sent with it shows this year's premium beside next year's.
      const notice = await binaryBody(
        t
          .http()
          .get(`/api/v1/renewals/${idOf('TEST-000001')}/notice`)
          .set(RENEWAL_TOKEN_HEADER, link.searchParams.get('token')!),
      ).expect(200);
      expect(notice.headers['content-type']).toBe('application/pdf');
      const { renewalPremiumCents, currentPremiumCents } = offer.body.renewal;
      const text = (await readPdf(notice.body as Buffer)).text;
      expect(text).toContain(
        `This year From renewal Premium, including the 3% Government levy ${formatMoney(currentPremiumCents)} ${formatMoney(renewalPremiumCents)}`,
      );
      expect(invitation.text).toContain(
        'Your renewal notice (a PDF showing this year’s premium beside next year’s)',
      );
      await t
        .http()
        .get(`/api/v1/renewals/${idOf('TEST-000001')}/notice`)
        .expect(401);
    });

    it('lets staff resend an invitation, and make a lapsed offer current again', async () => {
      const resent = await admin.post(`/api/v1/renewals/${idOf('TEST-000003')}/invitation`).expect(201);
      expect(resent.body.renewal).toMatchObject({
        status: 'invited',
        events: [{ type: 'invitation_resent' }, { type: 'imported' }],
      });
      expect(await mails('customer3@example.ie')).toHaveLength(1);
      expect(
        await db.collection('audit_log').findOne({
          action: 'renewal-invitation.resend',
          targetType: 'renewal',
          targetId: idOf('TEST-000003'),
        }),
      ).toMatchObject({ actor: { type: 'user' } });

      const lapsed = await asCustomer('TEST-000004');
      await lapsed.post(`/api/v1/payments/renewals/${idOf('TEST-000004')}/checkout`).expect(409);
      const current = await admin.put(`/api/v1/renewals/${idOf('TEST-000004')}/current`).expect(200);
      expect(current.body.renewal).toMatchObject({
        status: 'imported',
        events: [{ type: 'made_current' }, { type: 'lapsed' }, { type: 'imported' }],
      });
      expect(await t.app.get(RenewalInvitations).run()).toEqual({ invited: 0, lapsed: 0 });
      await lapsed.get(`/api/v1/payments/renewals/${idOf('TEST-000004')}`).expect(200);
    });
  });

  describe('the customer', () => {
    it('finds a renewal by policy number and date of birth, and learns nothing from a wrong guess', async () => {
      const found = await lookup('test-000002', '12/04/1985').expect(200);
      expect(found.body).toMatchObject({
        ok: true,
        renewalId: idOf('TEST-000002'),
        token: expect.any(String),
      });
      const wrongBirth = await lookup('TEST-000002', '1985-04-13').expect(404);
      const unknown = await lookup('TEST-999999').expect(404);
      expect(wrongBirth.body.message).toBe(unknown.body.message);
      await lookup('TEST-000005').expect(404);
      const impossible = await lookup('TEST-000002', '1985-02-30').expect(400);
      expect(impossible.body.errors.dateOfBirth).toEqual(['Enter a real date as YYYY-MM-DD or DD/MM/YYYY']);
      await t.http().post('/api/v1/renewals/lookup').send({ policyNumber: 'TEST-000002' }).expect(400);
    });

    it('locks a policy number after five wrong dates of birth, whoever sends them; a success starts again', async () => {
      await lookup('TEST-000003', '1985-04-13').expect(404);
      await lookup('TEST-000003').expect(200);
      for (let i = 0; i < 4; i++) await lookup('test-000003', `1985-04-1${i + 3}`).expect(404);
      const locked = await lookup('TEST-000003', '1985-05-01').expect(429);
      expect(locked.body.message).toMatch(/Too many attempts for this policy number/);
      await lookup('TEST-000003').set('X-Forwarded-For', '203.0.113.9').expect(429);
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 15 * 60_000 + 1000));
      await lookup('TEST-000003').expect(200);
      jest.restoreAllMocks();
    });

    it('needs the token for the renewal it opens', async () => {
      const offerOf = (policyNumber: string) => `/api/v1/renewals/${idOf(policyNumber)}/offer`;
      await t.http().get(offerOf('TEST-000002')).expect(401);
      const { token } = (await lookup('TEST-000002').expect(200)).body;
      await t.http().get(offerOf('TEST-000003')).set(RENEWAL_TOKEN_HEADER, token).expect(401);
    });

    it('sees the offer without personal details, and may opt out of automatic renewal', async () => {
      const customer = await asCustomer('TEST-000002');
      const { renewal } = (await customer.get(`/api/v1/renewals/${idOf('TEST-000002')}/offer`).expect(200))
        .body;
      expect(renewal).toMatchObject({
        firstName: 'Customer',
        registration: '162-C-4821',
        currentPremiumCents: 61240,
        renewalPremiumCents: 59800,
        changeCents: -1440,
        autoRenew: true,
        payable: true,
      });
      expect(JSON.stringify(renewal)).not.toMatch(/1985-04-12|@example/);
      const optOut = await customer
        .put(`/api/v1/renewals/${idOf('TEST-000002')}/auto-renewal`)
        .send({ autoRenew: false })
        .expect(200);
      expect(optOut.body).toMatchObject({
        message: 'You have opted out of automatic renewal.',
        renewal: { autoRenew: false },
      });
      await customer
        .put(`/api/v1/renewals/${idOf('TEST-000002')}/auto-renewal`)
        .send({ autoRenew: 'no' })
        .expect(400);
    });

    it('pays the renewal premium on the hosted page: marked paid, confirmed by email, never paid twice', async () => {
      const id = idOf('TEST-000001');
      const customer = await asCustomer('TEST-000001');
      const { checkout } = (await customer.get(`/api/v1/payments/renewals/${id}`).expect(200)).body;
      expect(checkout).toMatchObject({
        policyNumber: 'TEST-000001',
        annualCents: 59800,
        coverLabel: 'Comprehensive',
      });
      const started = await customer.post(`/api/v1/payments/renewals/${id}/checkout`).expect(201);
      const payment = await records(db).payment(started.body.paymentId);
      expect(payment).toMatchObject({
        purpose: 'renewal',
        subject: { type: 'renewal', id },
        amountCents: 59800,
        resultPath: `/renewals/${id}/payment`,
      });

      await deliver(
        t,
        sandboxEvent(started.body.paymentId, 'payment.succeeded', { amountCents: 59800, currency: 'EUR' }),
      );
      const detail = (await admin.get(`/api/v1/renewals/${id}`).expect(200)).body.renewal;
      expect(detail).toMatchObject({
        status: 'paid',
        paymentReference: started.body.paymentId,
        events: expect.arrayContaining([expect.objectContaining({ type: 'paid' })]),
      });
      const confirmation = (await mails('aoife@example.ie')).find((m) => /is renewed/.test(m.subject));
      expect(confirmation?.text).toMatch(/received your payment of €598\.00/);
      expect((await records(db).payment(started.body.paymentId)).reference).toBe('TEST-000001');

      await customer.post(`/api/v1/payments/renewals/${id}/checkout`).expect(409);
      const offer = (await customer.get(`/api/v1/renewals/${id}/offer`).expect(200)).body.renewal;
      expect(offer).toMatchObject({ status: 'paid', payable: false });
      await admin.post(`/api/v1/renewals/${id}/invitation`).expect(409);

      // The new period's documents: linked from the confirmation, kept under documents/renewals/.
      expect(offer.documents.map((d: { kind: string; version: number }) => [d.kind, d.version])).toEqual([
        ['schedule', 1],
        ['certificate', 1],
        ['disc', 1],
      ]);
      expect(confirmation?.text).toMatch(
        new RegExp(`Download your renewal documents: http\\S+/renewals/${id}\\?token=`),
      );
      const [set] = await db.collection('policy_documents').find({ policyNumber: 'TEST-000001' }).toArray();
      expect(set.files.map((f: { key: string }) => f.key)).toEqual(
        ['schedule', 'certificate', 'disc'].map(
          (kind) => `documents/renewals/TEST000001/${set.certificateNumber}/${kind}.pdf`,
        ),
      );
      const renewalDate = inDays(10);
      expect(set).toMatchObject({ validFrom: renewalDate, reason: 'renewal paid' });
      const download = (kind: string) =>
        binaryBody(customer.get(`/api/v1/renewals/${id}/documents/${kind}`)).expect(200);
      const schedule = (await readPdf((await download('schedule')).body as Buffer)).text;
      expect(schedule).toContain('TEST-000001');
      expect(schedule).toContain('€598.00, including the 3% Government levy');
      expect(schedule).toContain(set.certificateNumber);
      const certificate = (await readPdf((await download('certificate')).body as Buffer)).text;
      expect(certificate).toContain(offer.registration);
      expect(certificate).toContain(set.certificateNumber);
      await customer.get(`/api/v1/renewals/${id}/documents/statement_of_fact`).expect(404);
      await t.http().get(`/api/v1/renewals/${id}/documents/schedule`).expect(401);

      // The same payment delivered again issues nothing new.
      await deliver(
        t,
        sandboxEvent(started.body.paymentId, 'payment.succeeded', { amountCents: 59800, currency: 'EUR' }),
      );
      expect(await db.collection('policy_documents').countDocuments({ policyNumber: 'TEST-000001' })).toBe(1);
    });
  });

  // After the payment above: TEST-000001 is paid and has its documents.
  describe("staff and a paid renewal's documents", () => {
    it('lists, downloads and resends them (audited); refuses non-staff, an unpaid renewal and an unknown one', async () => {
      const id = idOf('TEST-000001');
      const listed = (await admin.get(`/api/v1/renewals/${id}/staff-documents`).expect(200)).body.documents;
      const [set] = await db.collection('policy_documents').find({ policyNumber: 'TEST-000001' }).toArray();
      expect(listed).toMatchObject({ policyNumber: 'TEST-000001', certificateNumber: set.certificateNumber });
      expect(listed.documents.map((d: { kind: string }) => d.kind)).toEqual([
        'schedule',
        'certificate',
        'disc',
      ]);
      const disc = await binaryBody(admin.get(`/api/v1/renewals/${id}/staff-documents/disc`)).expect(200);
      expect(disc.headers['content-type']).toBe('application/pdf');
      expect((await readPdf(disc.body as Buffer)).text).toContain(set.certificateNumber);
      await admin.get(`/api/v1/renewals/${id}/staff-documents/statement_of_fact`).expect(404);
      await admin.get(`/api/v1/renewals/${id}/staff-documents/nonsense`).expect(400);

      const resent = await admin.post(`/api/v1/renewals/${id}/staff-documents/resend`).expect(200);
      expect(resent.body.message).toBe('Sent to aoife@example.ie.');
      const mail = (await mails('aoife@example.ie')).find((m) => /renewal documents for/.test(m.subject));
      expect(mail?.text).toMatch(
        new RegExp(`Download your renewal documents: http\\S+/renewals/${id}\\?token=`),
      );
      const detail = (await admin.get(`/api/v1/renewals/${id}`).expect(200)).body.renewal;
      expect(detail.events[0]).toMatchObject({ type: 'documents_resent', note: 'Sent to aoife@example.ie' });
      expect(
        await db
          .collection('audit_log')
          .countDocuments({ action: 'renewal-documents.resend', targetType: 'renewal', targetId: id }),
      ).toBe(1);

      const unpaid = idOf('TEST-000003');
      await admin.get(`/api/v1/renewals/${unpaid}/staff-documents`).expect(404);
      await admin.post(`/api/v1/renewals/${unpaid}/staff-documents/resend`).expect(409);
      const unknown = idOf('TEST-999999');
      await admin.get(`/api/v1/renewals/${unknown}/staff-documents`).expect(404);
      await admin.get(`/api/v1/renewals/${unknown}/staff-documents/schedule`).expect(404);
      await admin.post(`/api/v1/renewals/${unknown}/staff-documents/resend`).expect(404);

      const user = await createUser(t);
      const staff = await logIn(t, user.email, user.password);
      await staff.get(`/api/v1/renewals/${id}/staff-documents`).expect(200);
      await staff.get(`/api/v1/renewals/${id}/staff-documents/schedule`).expect(200);
      const customer = await asCustomer('TEST-000001');
      await customer.get(`/api/v1/renewals/${id}/staff-documents`).expect(401);
      expect(
        (await mails('aoife@example.ie')).filter((m) => /renewal documents for/.test(m.subject)),
      ).toHaveLength(1);
    });
  });
});
