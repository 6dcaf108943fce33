import mongoose, { Types } from 'mongoose';
import v1 from '../rating/tables/rating-table.v1.json';
import { logInAsAdmin, TestSession } from '#test/harness/identity';
import { connectTo, startTestApp, TestApp } from '#test/harness/test-app';
import { QUOTE_NOT_FOUND } from './quote-access.service';
import { QuoteClient } from './quote-http.fixture';
import { journeyPages } from './quote-journey.fixture';
import { NO_MATCHING_QUOTE } from './quote-retrieval.service';
import { QuotesRepository } from './quotes.repository';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('retrieving and saving quotes', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  let admin: TestSession;
  const dateOfBirth = journeyPages().your_details.dateOfBirth;
  beforeAll(async () => {
    t = await startTestApp();
    db = await connectTo(t.config.MONGODB_URI!);
    admin = await logInAsAdmin(t);
  });
  afterAll(async () => {
    await db.close();
    await t.close();
  });

  const retrieve = (body: Json, app = t) => app.http().post('/api/v1/quotes/retrieve').send(body);
  const quotes = () => db.collection('quotes');
  const events = async (id: string) =>
    (
      await db
        .collection('quote_events')
        .find({ quoteId: new Types.ObjectId(id) })
        .sort({ at: 1 })
        .toArray()
    ).map((event) => event.type);
  const expire = (id: string) =>
    quotes().updateOne(
      { _id: new Types.ObjectId(id) },
      { $set: { 'result.validUntil': new Date(Date.now() - 60_000).toISOString() } },
    );

  describe('by web reference', () => {
    it('opens the quote with the date of birth, handing out a new token that replaces the old', async () => {
      const quote = await QuoteClient.start(t);
      const stored = () => quotes().findOne({ _id: new Types.ObjectId(quote.id) });
      const before = await stored();
      const typed = quote.webReference.toLowerCase().replace(/-/g, ' ');
      const res = await retrieve({ webReference: typed, dateOfBirth }).expect(200);
      // Opening a quote changes none of its content: lists and statistics see no change.
      expect((await stored())?.updatedAt).toEqual(before?.updatedAt);
      expect((await stored())?.access).not.toEqual(before?.access);
      expect(res.body).toMatchObject({
        ok: true,
        quote: { _id: quote.id, webReference: quote.webReference },
      });
      expect(res.body.accessToken).not.toBe(quote.token);
      await quote.get().expect(404);
      quote.token = res.body.accessToken;
      await quote.get().expect(200);
      expect(await events(quote.id)).toEqual(['created', 'retrieved']);
    });

    it('opens the quote as it is when another request changed it after the lookup read it', async () => {
      const quote = await QuoteClient.start(t);
      const repository = t.app.get(QuotesRepository);
      const read = await repository.findByWebReference(quote.webReference);
      await quotes().updateOne(
        { _id: new Types.ObjectId(quote.id) },
        { $set: { 'answers.your_details.firstName': 'Changed', updatedAt: new Date() } },
      );
      const lookup = jest.spyOn(repository, 'findByWebReference').mockResolvedValueOnce(read);
      try {
        const res = await retrieve({ webReference: quote.webReference, dateOfBirth }).expect(200);
        expect(res.body.quote.answers.your_details.firstName).toBe('Changed');
        quote.token = res.body.accessToken;
        await quote.get().expect(200);
      } finally {
        lookup.mockRestore();
      }
    });

    it('opens the quote with the email, whatever its case', async () => {
      const quote = await QuoteClient.start(t);
      await retrieve({ webReference: quote.webReference, email: 'Aoife.Byrne@Example.IE' }).expect(200);
    });

    it('answers a wrong date of birth and an unknown reference the same, revealing nothing', async () => {
      const quote = await QuoteClient.start(t);
      const wrong = await retrieve({ webReference: quote.webReference, dateOfBirth: '1970-01-01' }).expect(
        404,
      );
      const wrongEmail = await retrieve({
        webReference: quote.webReference,
        email: 'someone@example.ie',
      }).expect(404);
      const unknown = await retrieve({ webReference: 'IVY-2222-2222', dateOfBirth }).expect(404);
      const both = await retrieve({
        webReference: quote.webReference,
        dateOfBirth,
        email: 'x@example.ie',
      }).expect(404);
      for (const res of [wrong, wrongEmail, unknown, both]) {
        const { requestId: _id, ...body } = res.body;
        expect(body).toEqual({ ok: false, message: NO_MATCHING_QUOTE, errors: {} });
      }
    });

    it('needs a reference and a date of birth or an email', async () => {
      const neither = await retrieve({ webReference: 'IVY-2222-2222' }).expect(400);
      expect(neither.body.errors).toEqual({
        dateOfBirth: ['Please give your date of birth or your email address'],
        email: ['Please give your date of birth or your email address'],
      });
      const malformed = await retrieve({ webReference: 'ABC-123', dateOfBirth }).expect(400);
      expect(malformed.body.errors.webReference).toEqual([
        'Please enter your web reference, for example IVY-7K3M-Q9TX',
      ]);
      await retrieve({ webReference: 'IVY-2222-2222', dateOfBirth: 'yesterday' }).expect(400);
      await retrieve({ webReference: { $ne: null }, dateOfBirth }).expect(400);
    });

    it('locks a reference after five wrong guesses, real or not, for every client', async () => {
      const quote = await QuoteClient.start(t);
      for (const reference of [quote.webReference, 'IVY-3333-3333']) {
        for (let guess = 0; guess < 4; guess++) {
          await retrieve({ webReference: reference, dateOfBirth: `1970-01-0${guess + 1}` }).expect(404);
        }
        const fifth = await retrieve({ webReference: reference, dateOfBirth: '1970-01-09' }).expect(429);
        expect(fifth.body.message).toMatch(/Too many attempts for this quote reference/);
        expect(fifth.headers['retry-after']).toBe('900');
      }
      const right = await retrieve({ webReference: quote.webReference, dateOfBirth }).expect(429);
      expect(right.body.retryAfterSeconds).toBeGreaterThan(800);
    });

    it('limits retrieval attempts per client hard', async () => {
      const limited = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
      try {
        for (let attempt = 0; attempt < 10; attempt++) {
          await retrieve(
            { webReference: `IVY-4444-${'23456789AC'[attempt].repeat(4)}`, dateOfBirth },
            limited,
          ).expect(404);
        }
        const res = await retrieve({ webReference: 'IVY-5555-5555', dateOfBirth }, limited).expect(429);
        expect(res.body.retryAfterSeconds).toBeGreaterThan(0);
      } finally {
        await limited.close();
      }
    }, 30_000);
  });

  describe('save and resume', () => {
    it('emails a resume link and the web reference; the link opens the quote once exchanged', async () => {
      const quote = await QuoteClient.start(t);
      const saved = await quote.save().expect(200);
      expect(saved.body).toMatchObject({ ok: true, webReference: quote.webReference });
      const outbox = await admin
        .get('/api/v1/mail/outbox')
        .query({ to: 'aoife.byrne@example.ie' })
        .expect(200);
      const mail = outbox.body.data.find((m: Json) => m.subject.includes(quote.webReference));
      expect(mail.text).toContain(quote.webReference);
      const link = /(http\S+\/get-a-quote\/(\w+)\?token=([\w-]+))/.exec(mail.text);
      expect(link?.[1].startsWith(t.config.publicUrl)).toBe(true);
      expect(link?.[2]).toBe(quote.id);
      const resumeToken = link![3];
      expect(JSON.stringify(await quotes().findOne({ _id: new Types.ObjectId(quote.id) }))).not.toContain(
        resumeToken,
      );

      // The link's token is for resuming only: it is no access token.
      await t.http().get(`/api/v1/quotes/${quote.id}`).set('X-Quote-Token', resumeToken).expect(404);
      const resumed = await t
        .http()
        .post(`/api/v1/quotes/${quote.id}/resume`)
        .send({ token: resumeToken })
        .expect(200);
      expect(resumed.body.quote._id).toBe(quote.id);
      quote.token = resumed.body.accessToken;
      await quote.get().expect(200);
      expect(await events(quote.id)).toEqual(['created', 'saved', 'resumed']);
    });

    it('refuses a wrong or expired resume token, and a token of another quote', async () => {
      const quote = await QuoteClient.start(t);
      const other = await QuoteClient.start(t);
      await quote.save().expect(200);
      const resume = (id: string, token: string) =>
        t.http().post(`/api/v1/quotes/${id}/resume`).send({ token });
      expect((await resume(quote.id, 'guess').expect(404)).body.message).toBe(NO_MATCHING_QUOTE);
      await resume(other.id, quote.token).expect(404);
      const outbox = await admin
        .get('/api/v1/mail/outbox')
        .query({ to: 'aoife.byrne@example.ie' })
        .expect(200);
      const mail = outbox.body.data.find((m: Json) => m.text.includes(`/get-a-quote/${quote.id}?`));
      const token = /token=([\w-]+)/.exec(mail.text)![1];
      await quotes().updateOne(
        { _id: new Types.ObjectId(quote.id) },
        { $set: { 'resume.expiresAt': new Date(Date.now() - 1000) } },
      );
      expect((await resume(quote.id, token).expect(404)).body.message).toBe(NO_MATCHING_QUOTE);
      await resume('not-an-id', 'guess').expect(400);
      expect((await resume(quote.id, '').expect(400)).body.errors.token).toEqual(['Required']);
    });

    it('needs the access token to save', async () => {
      const quote = await QuoteClient.start(t);
      await t.http().post(`/api/v1/quotes/${quote.id}/save`).expect(401);
      const wrong = await t
        .http()
        .post(`/api/v1/quotes/${quote.id}/save`)
        .set('X-Quote-Token', 'guess')
        .expect(404);
      expect(wrong.body.message).toBe(QUOTE_NOT_FOUND);
    });
  });

  describe('an expired price on retrieval', () => {
    it('is renewed as it stands while the rating table is the same', async () => {
      const quote = await QuoteClient.complete(t);
      const priced = (await quote.price().expect(200)).body.quote.result;
      await expire(quote.id);
      const res = await retrieve({ webReference: quote.webReference, dateOfBirth }).expect(200);
      const { result, isExpired, status, source } = res.body.quote;
      expect({ status, isExpired, source }).toEqual({ status: 'quoted', isExpired: false, source: 'web' });
      expect(result.breakdown).toEqual(priced.breakdown);
      expect(new Date(result.validUntil).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
      expect(await events(quote.id)).toEqual([
        'created',
        ...Array(5).fill('page_updated'),
        'priced',
        'retrieved',
        'validity_extended',
      ]);
    });

    it('is re-priced with the active table once the table changed', async () => {
      const quote = await QuoteClient.complete(t);
      const before = (await quote.price().expect(200)).body.quote.result;
      const table = {
        ...structuredClone(v1),
        version: '2026.5',
        basePremiumCents: { ...v1.basePremiumCents, comprehensive: 170000 },
      };
      const uploaded = await admin.post('/api/v1/rating/tables').send({ table }).expect(201);
      await admin.post(`/api/v1/rating/tables/${uploaded.body.ratingTable._id}/activate`).expect(200);
      try {
        const fresh = await retrieve({ webReference: quote.webReference, dateOfBirth }).expect(200);
        expect(fresh.body.quote.result.tableVersion).toBe(before.tableVersion);

        await expire(quote.id);
        const res = await retrieve({ webReference: quote.webReference, dateOfBirth }).expect(200);
        const { result, status, source } = res.body.quote;
        expect({ status, source, tableVersion: result.tableVersion }).toEqual({
          status: 'quoted',
          source: 'retrieve',
          tableVersion: '2026.5',
        });
        expect(result.breakdown.totalCents).toBeGreaterThan(before.breakdown.totalCents);
        expect(await quotes().findOne({ _id: new Types.ObjectId(quote.id) })).toMatchObject({
          source: 'retrieve',
          totalCents: result.breakdown.totalCents,
        });
        expect((await events(quote.id)).slice(-1)).toEqual(['repriced']);
      } finally {
        await admin.post('/api/v1/rating/tables/rollback').expect(200);
      }
    });
  });
});
