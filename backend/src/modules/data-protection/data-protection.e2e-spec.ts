import mongoose, { Types } from 'mongoose';
import { FileStore } from '../../common/files/file-store';
import { logInAsAdmin, TestSession } from '#test/harness/identity';
import type { TestApp } from '#test/harness/test-app';
import { records, startPaymentsApp } from '../payments/payments.fixture';
import { coverEndOf } from '../../common/data-protection/cover-end';
import { renewalWrite } from '../renewals/domain/import-plan';
import { customerWithPolicy, openResumeLink, quoteOnly } from './data-protection.fixture';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('data-subject requests', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  let close: () => Promise<void>;
  let admin: TestSession;
  let stored: ReturnType<typeof records>;

  beforeAll(async () => {
    ({ t, db, close } = await startPaymentsApp());
    admin = await logInAsAdmin(t);
    stored = records(db);
  });
  afterAll(() => close());

  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

  async function createKey(scopes: string[]): Promise<string> {
    const res = await admin.post('/api/v1/api-keys').send({ name: 'Compliance system', scopes }).expect(201);
    return res.body.key as string;
  }

  it('finds, exports and erases a customer with a bought policy through an integrator key, keeping the policy minimal', async () => {
    const email = 'aoife.dsr@example.ie';
    const { quote, policy, paymentId } = await customerWithPolicy(t, stored, email);
    const reader = await createKey(['personal-data:read']);

    // Found by the policy number alone: the policy leads to its quote and what hangs on it, and its
    // holder's email, which the purchase proved, is followed. The contact message and the emails sent
    // name that email only, and nothing proves who typed it: they are listed apart.
    const found = await t
      .http()
      .get('/api/v1/data-protection/subject')
      .query({ policyNumber: policy.policyNumber.toLowerCase() })
      .set(bearer(reader))
      .expect(200);
    expect(found.body.subject.identifiers).toMatchObject({
      emails: [email],
      webReferences: [quote.webReference],
      policyNumbers: [policy.policyNumber],
    });
    const kinds = (sections: Json[]) =>
      Object.fromEntries(sections.map((s) => [s.section, s.records.map((r: Json) => r.kind).sort()]));
    expect(kinds(found.body.subject.sections)).toMatchObject({
      quotes: ['Policy', 'Quote'],
      payments: ['Competition entry', 'Direct Debit mandate', 'Payment'],
      'policy documents': ['Policy documents'],
    });
    const quoteRecord = found.body.subject.sections
      .find((s: Json) => s.section === 'quotes')
      .records.find((r: Json) => r.kind === 'Quote');
    expect(quoteRecord).toMatchObject({ verified: true, matchedBy: `email ${email}, bought with it` });
    expect(kinds(found.body.subject.unverified)).toMatchObject({
      contact: ['Contact'],
      emails: expect.arrayContaining(['Email sent']),
    });
    const apart = found.body.subject.unverified.flatMap((s: Json) => s.records);
    expect(apart.every((r: Json) => r.verified === false && /^[a-z]+:/.test(r.id))).toBe(true);
    expect(apart[0].matchedBy).toBe(`email ${email} only, never verified`);
    // Given by staff, the email is followed too.
    const byEmail = await t
      .http()
      .get('/api/v1/data-protection/subject')
      .query({ email })
      .set(bearer(reader))
      .expect(200);
    expect(kinds(byEmail.body.subject.sections)).toMatchObject({ quotes: ['Policy', 'Quote'] });
    expect(kinds(byEmail.body.subject.unverified)).toMatchObject({ contact: ['Contact'] });
    // Staff checked the message and the emails are this person's, and tick them all.
    const include = byEmail.body.subject.unverified.flatMap((s: Json) => s.records.map((r: Json) => r.id));

    const exported = await t
      .http()
      .post('/api/v1/data-protection/export')
      .set(bearer(reader))
      .send({ email, include })
      .expect(200);
    const { archive, summary, requestRef } = exported.body.export;
    expect(requestRef).toMatch(/^DSR-[0-9A-F]{10}$/);
    expect(archive.quotes.find((r: Json) => r.type === 'quote').answers.your_details.email).toBe(email);
    expect(archive.payments.find((r: Json) => r.type === 'direct_debit_mandate')).toMatchObject({
      ibanMasked: 'IE** **** **** **** 5678',
    });
    const archiveText = JSON.stringify(archive);
    expect(archiveText).not.toMatch(/ibanSealed|tokenHash|93115212345678/);
    expect(summary).toContain(`Policy ${policy.policyNumber}`);
    expect(summary).toContain(`Quote ${quote.webReference}`);

    // The read scope does not erase.
    await t
      .http()
      .post('/api/v1/data-protection/erase')
      .set(bearer(reader))
      .send({ email, include })
      .expect(403);
    // Renewed and paid for the next year: the policy, its renewal and their payments are one contract.
    const renewalDate = new Date(Date.parse(policy.endDate) + 86_400_000).toISOString().slice(0, 10);
    const nextYear = coverEndOf(renewalDate).slice(0, 4);
    const renewal = renewalWrite(
      {
        policyNumber: policy.policyNumber,
        customerName: 'Aoife Byrne',
        email,
        dateOfBirth: '1990-01-01',
        registration: '191-D-12345',
        vehicle: 'Toyota Yaris',
        coverType: 'comprehensive',
        renewalDate,
        currentPremiumCents: 50000,
        renewalPremiumCents: 49000,
        noClaimsYears: 3,
        history: [],
      },
      undefined,
      { importId: 'test', fileName: 'test.csv', now: new Date() },
    );
    if (!renewal || !('insertOne' in renewal)) throw new Error('a new renewal is an insert');
    await db.collection('renewals').insertOne({ ...renewal.insertOne.document, status: 'paid' });

    const eraser = await createKey(['personal-data:erase']);
    const erased = await t
      .http()
      .post('/api/v1/data-protection/erase')
      .set(bearer(eraser))
      .send({ email, include })
      .expect(200);
    const outcomes = Object.fromEntries(erased.body.erasure.outcomes.map((o: Json) => [o.section, o]));
    expect(outcomes.quotes).toMatchObject({ deleted: 1, anonymised: 1, held: 1 });
    expect(outcomes.payments).toMatchObject({ held: 2 });
    expect(outcomes.contact).toMatchObject({ deleted: 1 });
    expect(outcomes['policy documents']).toMatchObject({ anonymised: 1, held: 1 });
    expect(kinds(erased.body.erasure.remaining)).toEqual({
      quotes: ['Policy'],
      payments: ['Direct Debit mandate', 'Payment'],
      'policy documents': ['Policy documents'],
      renewals: ['Renewal offer'],
    });
    // One keep-until date for everything the cover keeps: the renewed year's end plus six years.
    const { keptUntil } = erased.body.erasure;
    expect(keptUntil).toBe(`${Number(nextYear) + 6}${coverEndOf(renewalDate).slice(4)}T23:59:59.999Z`);
    const holds = erased.body.erasure.remaining.flatMap((s: Json) =>
      s.records.map((r: Json) => r.hold?.until),
    );
    expect(new Set(holds)).toEqual(new Set([keptUntil]));

    // The PDFs (the statement of fact holds every answer) are gone; the certificate stays, without files,
    // so the public check still answers for the vehicle while the law keeps the policy.
    const stillStored: string[] = [];
    for await (const file of t.app.get(FileStore).list(`documents/policies/${policy.policyNumber}/`))
      stillStored.push(file.key);
    expect(stillStored).toEqual([]);
    const certificate = await db
      .collection('policy_documents')
      .findOne({ policyNumber: policy.policyNumber });
    expect(certificate).toMatchObject({ files: [], retainedFor: expect.any(String) });

    // Nothing is left to make documents from: staff asking for a reissue are told so, and none is issued.
    const reissue = await admin
      .post(`/api/v1/policy-documents/${quote.id}/reissue`)
      .send({ reason: 'Registration corrected' })
      .expect(409);
    expect(reissue.body).toMatchObject({ ok: false, message: expect.stringMatching(/erased/) });
    expect(
      await db.collection('policy_documents').countDocuments({ policyNumber: policy.policyNumber }),
    ).toBe(1);

    // The quote and its answers are gone; the policy keeps the holder's name and the contract, marked held.
    expect(await stored.quote(quote.id)).toBeNull();
    expect(
      await db.collection('quote_events').countDocuments({ quoteId: new Types.ObjectId(quote.id) }),
    ).toBe(0);
    const [kept] = await stored.policies(quote.id);
    expect(kept.holder).toMatchObject({
      firstName: 'Aoife',
      lastName: 'Byrne',
      email: '',
      phone: '',
      dateOfBirth: '',
    });
    expect(kept.holder.address).toEqual({
      line1: '',
      town: '',
      county: policy.holder.address.county,
      eircode: '',
    });
    expect(kept).toMatchObject({
      policyNumber: policy.policyNumber,
      premium: policy.premium,
      retainedFor: expect.any(String),
    });
    expect(new Date(kept.retainedUntil).toISOString()).toBe(keptUntil);
    const payment = await stored.payment(paymentId);
    expect(payment.customer).toEqual({ name: 'Aoife Byrne', email: '' });
    expect(payment.card).toEqual({ brand: 'Visa', last4: '4242' });
    const mandate = await db.collection('payment_mandates').findOne({ _id: `quote:${quote.id}` as never });
    expect(mandate).toMatchObject({ ibanSealed: '', ibanMasked: 'IE** **** **** **** 5678' });
    expect(await stored.entries(quote.id)).toEqual([]);
    expect(await stored.mails(email)).toEqual([]);
    expect(await db.collection('contacts').countDocuments({ email })).toBe(0);

    // Nothing answers to the email any more; the policy number finds only what the law keeps.
    const after = await admin.get('/api/v1/data-protection/subject').query({ email }).expect(200);
    expect(after.body.subject.total).toBe(0);
    const held = await admin
      .get('/api/v1/data-protection/subject')
      .query({ policyNumber: policy.policyNumber })
      .expect(200);
    expect(held.body.subject.sections.flatMap((s: Json) => s.records).every((r: Json) => r.hold)).toBe(true);

    // Each request is audited: who, when, what; the log does not keep the email it was about.
    const audit = await admin.get('/api/v1/audit').query({ targetType: 'data-subject' }).expect(200);
    const entries = audit.body.data.filter((e: Json) =>
      [requestRef, erased.body.erasure.requestRef].includes(e.after.requestRef),
    );
    expect(entries.map((e: Json) => e.action).sort()).toEqual(['data-subject.erase', 'data-subject.export']);
    for (const entry of entries) {
      expect(entry.actor).toMatchObject({ type: 'apiKey', label: 'Compliance system' });
      expect(entry.at).toEqual(expect.any(String));
    }
    expect(JSON.stringify(entries)).not.toContain(email);
  });

  it('erases a person who only started a quote, leaving nothing', async () => {
    const email = 'ciara.quote-only@example.ie';
    const quote = await quoteOnly(t, email);
    expect((await stored.mails(email)).length).toBeGreaterThan(0);

    const found = await admin
      .get('/api/v1/data-protection/subject')
      .query({ webReference: quote.webReference.toLowerCase() })
      .expect(200);
    // The quote's email was typed, never proved: not followed; the emails sent to it are listed apart.
    expect(found.body.subject.identifiers.emails).toEqual([]);
    const apart = found.body.subject.unverified.flatMap((s: Json) => s.records);
    expect(apart.length).toBeGreaterThan(0);
    expect(apart[0].matchedBy).toBe(`only through ${email}, which a record gave and nobody verified`);

    // Staff ticked them after checking they are this person's: they are included.
    const erased = await admin
      .post('/api/v1/data-protection/erase')
      .send({ webReference: quote.webReference, include: apart.map((r: Json) => r.id) })
      .expect(200);
    expect(erased.body.erasure.remaining).toEqual([]);
    expect(await stored.quote(quote.id)).toBeNull();
    expect(await stored.mails(email)).toEqual([]);
    expect(
      await db.collection('quote_events').countDocuments({ quoteId: new Types.ObjectId(quote.id) }),
    ).toBe(0);
    expect(await db.collection('payments').countDocuments({ subjectKey: `quote:${quote.id}` })).toBe(0);

    const again = await admin.get('/api/v1/data-protection/subject').query({ email }).expect(200);
    expect(again.body.subject).toMatchObject({ total: 0, sections: [] });
    await admin.post('/api/v1/data-protection/export').send({ email }).expect(404);
    await admin.post('/api/v1/data-protection/erase').send({ email }).expect(404);
  });

  it("leaves out what a stranger's quote with someone else's email reaches, unless staff include it, and audits which", async () => {
    const email = 'niamh.victim@example.ie';
    const { policy, quote: victim } = await customerWithPolicy(t, stored, email);
    const strangers = await quoteOnly(t, email);

    const exported = await admin
      .post('/api/v1/data-protection/export')
      .send({ webReference: strangers.webReference })
      .expect(200);
    const archiveText = JSON.stringify(exported.body.export.archive);
    expect(archiveText).toContain(strangers.webReference);
    expect(archiveText).not.toContain(policy.policyNumber);

    const found = await admin
      .get('/api/v1/data-protection/subject')
      .query({ webReference: strangers.webReference })
      .expect(200);
    expect(JSON.stringify(found.body.subject.unverified)).toContain(policy.policyNumber);
    expect(JSON.stringify(found.body.subject.sections)).not.toContain(policy.policyNumber);

    const audit = await admin.get('/api/v1/audit').query({ targetType: 'data-subject' }).expect(200);
    const entry = audit.body.data.find((e: Json) => e.after.requestRef === exported.body.export.requestRef);
    expect(entry.after).toMatchObject({
      included: { quotes: [`Quote quote:${strangers.id}`] },
      ticked: [],
      leftOut: expect.objectContaining({ quotes: expect.arrayContaining([`Policy quote:${victim.id}`]) }),
    });
    expect(JSON.stringify(entry)).not.toContain(email);
  });

  // Before, an email staff gave was followed to every record holding it: the stranger's quote went into
  // the victim's export and erasure.
  it("leaves a stranger's quote with the person's email out of their export and erasure unless staff tick it, and audits which records went in", async () => {
    const email = 'orla.verified@example.ie';
    const { quote: bought, policy } = await customerWithPolicy(t, stored, email);
    const again = await quoteOnly(t, email);
    const linked = await quoteOnly(t, email, { firstName: 'Orla', lastName: 'Keane' });
    await openResumeLink(t, stored, linked, email);
    const strangers = await quoteOnly(t, email, {
      firstName: 'Mallory',
      lastName: 'Stranger',
      dateOfBirth: '1980-05-05',
    });

    const found = await admin.get('/api/v1/data-protection/subject').query({ email }).expect(200);
    const quotesOf = (sections: Json[]) =>
      Object.fromEntries(
        (sections.find((s) => s.section === 'quotes')?.records ?? []).map((r: Json) => [r.reference, r]),
      );
    const matched = quotesOf(found.body.subject.sections);
    expect(matched[bought.webReference]).toMatchObject({
      verified: true,
      matchedBy: `email ${email}, bought with it`,
    });
    expect(matched[again.webReference]).toMatchObject({
      verified: true,
      matchedBy: `email ${email}, with the name and date of birth of ${bought.webReference}`,
    });
    expect(matched[linked.webReference]).toMatchObject({
      verified: true,
      matchedBy: `email ${email}, its emailed link opened`,
    });
    expect(matched[policy.policyNumber]).toMatchObject({ verified: true });
    expect(matched[strangers.webReference]).toBeUndefined();
    expect(quotesOf(found.body.subject.unverified)[strangers.webReference]).toEqual({
      kind: 'Quote',
      reference: strangers.webReference,
      at: expect.any(String),
      id: `quote:${strangers.id}`,
      matchedBy: `email ${email} only, never verified`,
      verified: false,
    });

    const exported = await admin.post('/api/v1/data-protection/export').send({ email }).expect(200);
    const archiveText = JSON.stringify(exported.body.export.archive);
    expect(archiveText).toContain(bought.webReference);
    expect(archiveText).not.toContain(strangers.webReference);
    expect(archiveText).not.toContain('Mallory');
    const audit = async (requestRef: string) =>
      (await admin.get('/api/v1/audit').query({ targetType: 'data-subject' }).expect(200)).body.data.find(
        (e: Json) => e.after.requestRef === requestRef,
      ).after;
    const left = await audit(exported.body.export.requestRef);
    expect(left.included.quotes).toEqual(
      expect.arrayContaining([
        `Quote quote:${bought.id}`,
        `Policy quote:${bought.id}`,
        `Quote quote:${again.id}`,
      ]),
    );
    expect(left.included.quotes).not.toContain(`Quote quote:${strangers.id}`);
    expect(left.leftOut.quotes).toEqual([`Quote quote:${strangers.id}`]);
    expect(left.ticked).toEqual([]);

    // Ticked, it goes in, and the audit says so.
    const ticked = await admin
      .post('/api/v1/data-protection/export')
      .send({ email, include: [`quote:${strangers.id}`] })
      .expect(200);
    expect(JSON.stringify(ticked.body.export.archive)).toContain(strangers.webReference);
    const tickedEntry = await audit(ticked.body.export.requestRef);
    expect(tickedEntry.included.quotes).toContain(`Quote quote:${strangers.id}`);
    expect(tickedEntry.ticked).toEqual([`quote:${strangers.id}`]);

    // A record not listed apart for this person cannot be named into the request.
    const other = await quoteOnly(t, 'someone.else@example.ie');
    const refused = await admin
      .post('/api/v1/data-protection/erase')
      .send({ email, include: [`quote:${other.id}`] })
      .expect(422);
    expect(refused.body.errors.include).toEqual([
      `Not among the records listed apart for this person: quote:${other.id}`,
    ]);
    expect(await stored.quote(other.id)).not.toBeNull();

    const erased = await admin.post('/api/v1/data-protection/erase').send({ email }).expect(200);
    expect(await stored.quote(bought.id)).toBeNull();
    expect(await stored.quote(again.id)).toBeNull();
    expect(await stored.quote(strangers.id)).not.toBeNull();
    const erasedEntry = await audit(erased.body.erasure.requestRef);
    expect(erasedEntry.leftOut.quotes).toEqual([`Quote quote:${strangers.id}`]);
    expect(JSON.stringify(erasedEntry)).not.toContain(email);
  });

  it('asks for an identifier, refuses ones that cannot be one, and keeps integrators without the scope out', async () => {
    const none = await admin.get('/api/v1/data-protection/subject').expect(400);
    expect(none.body.errors._).toEqual(['Enter an email, phone, web reference or policy number']);
    const bad = await admin.post('/api/v1/data-protection/erase').send({ email: 'not an email' }).expect(400);
    expect(bad.body.errors.email).toEqual(['Enter a valid email address']);
    const other = await createKey(['quotes:read']);
    await t
      .http()
      .get('/api/v1/data-protection/subject')
      .query({ email: 'a@b.ie' })
      .set(bearer(other))
      .expect(403);
    await t.http().get('/api/v1/data-protection/subject').query({ email: 'a@b.ie' }).expect(401);
  });
});
