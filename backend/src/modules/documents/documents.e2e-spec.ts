import type mongoose from 'mongoose';
import { binaryBody } from '#test/harness/binary-body';
import { logInAsAdmin, TestSession } from '#test/harness/identity';
import type { TestApp } from '#test/harness/test-app';
import { readPdf } from '../../common/pdf/pdf-text.fixture';
import { Clock } from '../../common/time/clock';
import {
  checkout,
  deliver,
  pricedQuote,
  records,
  sandboxEvent,
  startPaymentsApp,
} from '../payments/payments.fixture';
import { QUOTE_TOKEN_HEADER } from '../quotes/quote-access.service';
import { QuoteClient } from '../quotes/quote-http.fixture';
import { MailService } from '../mail';
import * as accessCode from './policyholder/access-code';
import { NOT_MATCHED, POLICY_TOKEN_HEADER } from './policyholder/policyholder-access.service';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('policy documents', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  let close: () => Promise<void>;
  let stored: ReturnType<typeof records>;
  let admin: TestSession;
  let bought: { quoteId: string; policy: Json; certificateNumber: string };

  beforeAll(async () => {
    ({ t, db, close } = await startPaymentsApp());
    stored = records(db);
    admin = await logInAsAdmin(t);
    const quote = await pricedQuote(t);
    const res = await checkout(t, quote).expect(201);
    const payment = await stored.payment(res.body.paymentId);
    await deliver(
      t,
      sandboxEvent(res.body.paymentId, 'payment.succeeded', {
        amountCents: payment.amountCents,
        currency: 'EUR',
        card: { brand: 'Visa', last4: '4242' },
      }),
    );
    const [policy] = await stored.policies(quote.id);
    const set = await db.collection('policy_documents').findOne({ policyId: quote.id });
    bought = { quoteId: quote.id, policy, certificateNumber: String(set?.certificateNumber) };
  });
  afterAll(() => close());

  const check = (certificateNumber: string, registration: string) =>
    t.http().post('/api/v1/documents/certificate-check').send({ certificateNumber, registration });

  it('issues the four documents at purchase, kept in the file store, and links them from the email', async () => {
    const set = await db.collection('policy_documents').findOne({ policyId: bought.quoteId });
    expect(set).toMatchObject({
      _id: `${bought.quoteId}:v1`,
      policyNumber: bought.policy.policyNumber,
      version: 1,
      reason: 'purchase',
      registrationKey: '191D12345',
      validFrom: bought.policy.startDate,
      validTo: bought.policy.endDate,
    });
    expect(set!.files.map((f: Json) => f.kind)).toEqual([
      'schedule',
      'certificate',
      'disc',
      'statement_of_fact',
    ]);
    const [mail] = (await stored.mails('aoife.byrne@example.ie')).filter((m: Json) =>
      m.subject.includes(bought.policy.policyNumber),
    );
    expect(mail.text).toMatch(/download them at http\S+\/my-policy/);
  });

  describe('the public certificate check', () => {
    it('answers valid, with the period, for the certificate and its car', async () => {
      // The cover starts in a week: checked during it.
      const clock = t.app.get(Clock);
      jest.spyOn(clock, 'now').mockReturnValue(new Date(`${bought.policy.startDate}T12:00:00Z`));
      try {
        const res = await check(bought.certificateNumber.toLowerCase(), '191 d 12345').expect(200);
        expect(res.body.check).toEqual({
          valid: true,
          startsLater: false,
          checkedOn: bought.policy.startDate,
          validFrom: bought.policy.startDate,
          validTo: bought.policy.endDate,
        });
      } finally {
        jest.restoreAllMocks();
      }
    });

    it('says when the cover of a real certificate for this car starts later', async () => {
      // Today is before the cover starts.
      const res = await check(bought.certificateNumber, '191-D-12345').expect(200);
      expect(res.body.check).toEqual({
        valid: false,
        startsLater: true,
        checkedOn: expect.any(String),
        validFrom: bought.policy.startDate,
        validTo: bought.policy.endDate,
      });
      expect(res.body.message).toMatch(/^Valid from \d{1,2} \w+ \d{4}\.$/);
    });

    it('answers unknown and mismatched pairs with the same shape and nothing personal', async () => {
      const answers = [
        await check('IVC-0000000000', '191-D-12345').expect(200),
        await check(bought.certificateNumber, '162-C-4821').expect(200),
      ];
      for (const res of answers) {
        expect(Object.keys(res.body).sort()).toEqual(['check', 'errors', 'message', 'ok']);
        expect(res.body.check).toEqual({
          valid: false,
          startsLater: false,
          checkedOn: expect.any(String),
          validFrom: null,
          validTo: null,
        });
        expect(res.body.message).toBe('Not valid for this vehicle today.');
        expect(JSON.stringify(res.body)).not.toMatch(/Aoife|Byrne|IVY-P-/);
      }
      await check('<script>', '191-D-12345').expect(400);
    });
  });

  describe("the policyholder's documents page", () => {
    const details = () => ({
      reference: bought.policy.policyNumber,
      dateOfBirth: bought.policy.holder.dateOfBirth,
    });
    const codeMails = () =>
      db
        .collection('mail_outbox')
        .find({ to: 'aoife.byrne@example.ie', subject: /documents code/ })
        .sort({ createdAt: -1, _id: -1 })
        .toArray();
    /** The code is mailed after the answer: waits until `count` code mails are out, and answers the last code. */
    const codeMailsOut = async (count: number) => {
      for (;;) {
        const mails = await codeMails();
        if (mails.length >= count) return /is (\d{6})\./.exec(String(mails[0].text))![1];
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const newCode = async () => {
      const before = (await codeMails()).length;
      await t.http().post('/api/v1/my-policy/code').send(details()).expect(200);
      return codeMailsOut(before + 1);
    };

    it('answers the code request alike whether or not the details match, and emails only a match', async () => {
      const before = (await stored.mails('aoife.byrne@example.ie')).length;
      const wrong = await t
        .http()
        .post('/api/v1/my-policy/code')
        .send({ ...details(), dateOfBirth: '1970-01-01' })
        .expect(200);
      const unknown = await t
        .http()
        .post('/api/v1/my-policy/code')
        .send({ reference: 'IVY-P-ZZZZZZZZ', dateOfBirth: '1970-01-01' })
        .expect(200);
      const codesBefore = (await codeMails()).length;
      const right = await t.http().post('/api/v1/my-policy/code').send(details()).expect(200);
      expect(wrong.body).toEqual(right.body);
      expect(unknown.body).toEqual(right.body);
      expect(await codeMailsOut(codesBefore + 1)).toMatch(/^\d{6}$/);
      expect((await stored.mails('aoife.byrne@example.ie')).length).toBe(before + 1);
    });

    it('answers the code request before the code is stored and mailed, so a match takes no longer', async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const mail = t.app.get(MailService);
      const send = mail.send.bind(mail);
      let sent: Promise<void> | undefined;
      const sending = jest
        .spyOn(mail, 'send')
        .mockImplementation((message) => (sent = held.then(() => send(message))));
      // Before: the answer waited for the mail, so this request would not end while the mail is held.
      await t.http().post('/api/v1/my-policy/code').send(details()).expect(200);
      release();
      // The held mail lands before the next test counts the mails.
      while (!sent) await new Promise((resolve) => setTimeout(resolve, 10));
      await sent;
      sending.mockRestore();
    });

    it('opens the policy with the code once; wrong answers look alike', async () => {
      const code = await newCode();
      const session = (body: Json) => t.http().post('/api/v1/my-policy/session').send(body);
      const wrongCode = await session({ ...details(), code: code === '000000' ? '111111' : '000000' }).expect(
        401,
      );
      const wrongBirth = await session({ ...details(), dateOfBirth: '1970-01-01', code }).expect(401);
      const wrongPolicy = await session({
        reference: 'IVY-P-ZZZZZZZZ',
        dateOfBirth: '1970-01-01',
        code,
      }).expect(401);
      for (const res of [wrongCode, wrongBirth, wrongPolicy]) expect(res.body.message).toBe(NOT_MATCHED);

      const opened = await session({
        ...details(),
        reference: bought.policy.webReference.toLowerCase(),
        code,
      }).expect(200);
      await session({ ...details(), code }).expect(401);
      const token = opened.body.session.token as string;

      const page = await t.http().get('/api/v1/my-policy').set(POLICY_TOKEN_HEADER, token).expect(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body.policy).toMatchObject({
        policyNumber: bought.policy.policyNumber,
        status: 'upcoming',
        registration: '191-D-12345',
        startDate: bought.policy.startDate,
        paymentOption: 'annual',
        payments: [{ amountCents: bought.policy.premium.totalCents, label: 'Paid in full by card' }],
      });
      expect(page.body.policy.documents.map((d: Json) => d.kind)).toEqual([
        'schedule',
        'certificate',
        'disc',
        'statement_of_fact',
      ]);

      const pdf = await binaryBody(
        t.http().get('/api/v1/my-policy/documents/schedule').set(POLICY_TOKEN_HEADER, token),
      ).expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['cache-control']).toBe('no-store');
      const text = (await readPdf(pdf.body as Buffer)).text;
      expect(text).toContain(bought.policy.policyNumber);
      expect(text).toContain('191-D-12345');
      expect(text).toContain('including the 3% Government levy');

      await t.http().get('/api/v1/my-policy').expect(401);
      await t.http().get('/api/v1/my-policy').set(POLICY_TOKEN_HEADER, `${bought.quoteId}.1.x`).expect(401);
      await t.http().get('/api/v1/my-policy/documents/nothing').set(POLICY_TOKEN_HEADER, token).expect(400);
    });

    it('forgets a code after five wrong tries', async () => {
      const code = await newCode();
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++)
        await t
          .http()
          .post('/api/v1/my-policy/session')
          .send({ ...details(), code: wrong })
          .expect(401);
      await t
        .http()
        .post('/api/v1/my-policy/session')
        .send({ ...details(), code })
        .expect(401);
    });

    it('counts guesses sent at once one by one: of fifty, five are compared, and the code is then forgotten', async () => {
      const code = await newCode();
      const wrong = code === '000000' ? '111111' : '000000';
      const compared = jest.spyOn(accessCode, 'accessCodeMatches');
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          t
            .http()
            .post('/api/v1/my-policy/session')
            .send({ ...details(), code: wrong }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(50).fill(401));
      expect(compared.mock.calls.length).toBeLessThanOrEqual(5);
      compared.mockRestore();
      await t
        .http()
        .post('/api/v1/my-policy/session')
        .send({ ...details(), code })
        .expect(401);
    });
  });

  describe('before paying', () => {
    const statement = (quote: QuoteClient, token = quote.token) =>
      binaryBody(t.http().get(`/api/v1/quotes/${quote.id}/statement-of-fact`).set(QUOTE_TOKEN_HEADER, token));

    it("gives the priced quote's statement of fact as a PDF, to the holder of its token only", async () => {
      const quote = await pricedQuote(t, { accepted: false });
      const res = await statement(quote).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="statement-of-fact-${quote.webReference}.pdf"`,
      );
      const { text } = await readPdf(res.body as Buffer);
      const { breakdown } = (await quote.get().expect(200)).body.quote.result;
      expect(text).toContain(`Quote ${quote.webReference}`);
      expect(text).toContain('191-D-12345');
      expect(text).toContain('Please check every answer below');
      expect(text).toContain(
        `including the 3% Government levy of €${(breakdown.levyCents / 100).toFixed(2)}`,
      );
      await statement(quote, 'not-the-token').expect(404);
      await t.http().get(`/api/v1/quotes/${quote.id}/statement-of-fact`).expect(401);
    });

    it('has none for a quote without a price', async () => {
      const unpriced = await QuoteClient.complete(t);
      const res = await t
        .http()
        .get(`/api/v1/quotes/${unpriced.id}/statement-of-fact`)
        .set(QUOTE_TOKEN_HEADER, unpriced.token)
        .expect(409);
      expect(res.body).toMatchObject({ ok: false, message: expect.stringMatching(/no price yet/) });
    });
  });

  describe('staff', () => {
    it('find a policy by certificate number, list and download its documents, and resend the link', async () => {
      const found = await admin
        .get(`/api/v1/policy-documents/by-certificate?certificateNumber=${bought.certificateNumber}`)
        .expect(200);
      expect(found.body.policy).toMatchObject({
        policyId: bought.quoteId,
        policyNumber: bought.policy.policyNumber,
        certificateNumber: bought.certificateNumber,
      });
      await admin.get('/api/v1/policy-documents/by-certificate?certificateNumber=IVC-0000000000').expect(404);
      const pdf = await binaryBody(
        admin.get(`/api/v1/policy-documents/${bought.quoteId}/certificate`),
      ).expect(200);
      expect((await readPdf(pdf.body as Buffer)).text).toContain(bought.certificateNumber);

      const before = (await stored.mails('aoife.byrne@example.ie')).length;
      await admin.post(`/api/v1/policy-documents/${bought.quoteId}/resend`).expect(200);
      expect((await stored.mails('aoife.byrne@example.ie')).length).toBe(before + 1);
      const audit = await db.collection('audit_log').findOne({ action: 'policy-documents.resend' });
      expect(audit).toMatchObject({ targetId: bought.quoteId });

      await t.http().get(`/api/v1/policy-documents/${bought.quoteId}`).expect(401);
    });

    it('reissues as a new, audited version: the old certificate stops being valid, both stay listed', async () => {
      const reissue = (body: object) =>
        admin.post(`/api/v1/policy-documents/${bought.quoteId}/reissue`).send(body);
      const noReason = await reissue({ reason: '   ' }).expect(400);
      expect(noReason.body.errors.reason).toEqual([
        'Please say why the documents are reissued (3 to 200 characters)',
      ]);
      await t
        .http()
        .post(`/api/v1/policy-documents/${bought.quoteId}/reissue`)
        .send({ reason: 'Registration corrected' })
        .expect(401);
      await admin
        .post('/api/v1/policy-documents/665f1c2b9d3e4a0012345678/reissue')
        .send({ reason: 'Registration corrected' })
        .expect(404);
      expect(await db.collection('policy_documents').countDocuments({ policyId: bought.quoteId })).toBe(1);

      const listed = await reissue({ reason: ' Registration corrected ' }).expect(200);
      expect(listed.body.message).toBe('Version 2 issued.');
      const next = (await db
        .collection('policy_documents')
        .findOne({ _id: `${bought.quoteId}:v2` as never }))!;
      expect(next).toMatchObject({
        version: 2,
        reason: 'Registration corrected',
        issuedBy: expect.any(String),
      });
      expect(next.certificateNumber).not.toBe(bought.certificateNumber);
      expect(listed.body.policy.certificateNumber).toBe(next.certificateNumber);
      const audit = await db.collection('audit_log').findOne({ action: 'policy-documents.reissue' });
      expect(audit).toMatchObject({
        targetType: 'policy',
        targetId: bought.quoteId,
        after: { version: 2, certificateNumber: next.certificateNumber, reason: 'Registration corrected' },
      });
      // Staff read why each reissued version was made beside it; the first was the purchase.
      const rows = (d: Json) => [d.kind, d.version, d.current, d.reissueReason];
      expect(listed.body.policy.documents.map(rows)).toEqual([
        ['schedule', 2, true, 'Registration corrected'],
        ['certificate', 2, true, 'Registration corrected'],
        ['disc', 2, true, 'Registration corrected'],
        ['statement_of_fact', 2, true, 'Registration corrected'],
        ['schedule', 1, false, undefined],
        ['certificate', 1, false, undefined],
        ['disc', 1, false, undefined],
        ['statement_of_fact', 1, false, undefined],
      ]);
      const old = await binaryBody(
        admin.get(`/api/v1/policy-documents/${bought.quoteId}/schedule?version=1`),
      ).expect(200);
      expect((await readPdf(old.body as Buffer)).text).toContain(bought.certificateNumber);
      const clock = t.app.get(Clock);
      jest.spyOn(clock, 'now').mockReturnValue(new Date(`${bought.policy.startDate}T12:00:00Z`));
      try {
        expect((await check(bought.certificateNumber, '191-D-12345')).body.check.valid).toBe(false);
        expect((await check(next.certificateNumber, '191-D-12345')).body.check.valid).toBe(true);
      } finally {
        jest.restoreAllMocks();
      }
    });
  });
});
