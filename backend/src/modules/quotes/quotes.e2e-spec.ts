import mongoose, { Types } from 'mongoose';
import { connectTo, startTestApp, TestApp } from '#test/harness/test-app';
import { ADDRESS_NOT_CHOSEN } from '../reference-data/reference-data.service';
import { QUOTE_NOT_FOUND, QUOTE_TOKEN_HEADER } from './quote-access.service';
import { QuoteClient } from './quote-http.fixture';
import { daysAhead, journeyPages, yearsAgo } from './quote-journey.fixture';
import { QuotesService } from './quotes.service';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the quote journey API', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  beforeAll(async () => {
    t = await startTestApp();
    db = await connectTo(t.config.MONGODB_URI!);
  });
  afterAll(async () => {
    await db.close();
    await t.close();
  });

  const quotes = () => db.collection('quotes');
  const stored = (id: string) => quotes().findOne({ _id: new Types.ObjectId(id) }) as Promise<Json>;
  const create = (body: Json) => t.http().post('/api/v1/quotes').send(body);
  const details = (changes: Json = {}) => ({ ...journeyPages().your_details, ...changes });

  /** The request failed and the collection is exactly as before. */
  async function refusedWithoutWriting(call: () => Promise<{ status: number; body: Json }>, status: number) {
    const before = await quotes().find().sort({ _id: 1 }).toArray();
    const res = await call();
    expect(res.status).toBe(status);
    expect(res.body.ok).toBe(false);
    expect(await quotes().find().sort({ _id: 1 }).toArray()).toEqual(before);
    return res.body;
  }

  describe('starting a quote', () => {
    it('creates it from the first page, with an access token and a web reference', async () => {
      const res = await create(details()).expect(201);
      const { quote, accessToken } = res.body;
      expect(res.body).toMatchObject({ ok: true, message: 'Quote started.' });
      expect(accessToken).toMatch(/^[\w-]{43}$/);
      expect(quote).toMatchObject({
        status: 'started',
        source: 'web',
        webReference: expect.stringMatching(/^IVY-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/),
        missingPages: ['your_car', 'your_driving_history', 'additional_drivers', 'claims', 'cover'],
        isExpired: false,
        answers: {
          your_details: {
            gender: 'F',
            firstName: 'Aoife',
            phone: '+353871234567',
            address: { line1: '12 Main Street', town: 'Naas', area: 'Commuter Belt' },
            occupation: { code: 'nurse', title: 'Nurse' },
            businessType: { code: 'health-service', name: 'Health Service' },
          },
        },
      });
      expect(JSON.stringify(quote)).not.toMatch(/tokenHash|access|ratingClass/);

      const doc = await stored(quote._id);
      expect(doc.access.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(doc)).not.toContain(accessToken);
      expect(doc).toMatchObject({
        email: 'aoife.byrne@example.ie',
        lastName: 'Byrne',
        createdDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        createdWeek: expect.stringMatching(/^\d{4}-W\d{2}$/),
        createdMonth: expect.stringMatching(/^\d{4}-\d{2}$/),
        status: 'started',
        totalCents: null,
        area: 'Commuter Belt',
        source: 'web',
        declineReasonCodes: [],
      });
    });

    it('keeps the gender given, never defaulting over it', async () => {
      const res = await create(details({ gender: 'M', title: 'Mr' })).expect(201);
      expect(res.body.quote.answers.your_details.gender).toBe('M');
    });

    it('refuses an address not chosen from the list with the SPEC words', async () => {
      const body = await refusedWithoutWriting(
        () => create(details({ addressId: '12 Main Street, Naas' })),
        400,
      );
      expect(body.errors).toEqual({ addressId: [ADDRESS_NOT_CHOSEN] });
    });

    it('refuses an occupation or business type not on the lists', async () => {
      const body = await refusedWithoutWriting(
        () => create(details({ occupationCode: 'astronaut', businessTypeCode: 'piracy' })),
        400,
      );
      expect(Object.keys(body.errors).sort()).toEqual(['businessTypeCode', 'occupationCode']);
    });

    it('refuses a date of birth in the future', async () => {
      const body = await refusedWithoutWriting(() => create(details({ dateOfBirth: daysAhead(3) })), 400);
      expect(body.errors).toEqual({ dateOfBirth: ['Cannot be in the future'] });
    });

    it('refuses a proposer under 17 with a 422 on the field', async () => {
      const body = await refusedWithoutWriting(() => create(details({ dateOfBirth: yearsAgo(17, -2) })), 422);
      expect(body.errors).toEqual({
        dateOfBirth: ['Every driver must be 17 or over to be insured on a car.'],
      });
      await create(details({ dateOfBirth: yearsAgo(17) })).expect(201);
    });

    it('names every missing or invalid answer', async () => {
      const { email: _email, ...withoutEmail } = details();
      const body = await refusedWithoutWriting(
        () =>
          create({
            ...withoutEmail,
            phone: '+44 20 7946 0958',
            dateOfBirth: '1990-02-30',
            firstName: 'R2D2',
          }),
        400,
      );
      expect(body.errors).toEqual({
        email: ['Required'],
        phone: ['Please enter an Irish phone number, for example 087 123 4567'],
        dateOfBirth: ['Must be a real date written YYYY-MM-DD'],
        firstName: ['Please use letters, spaces, apostrophes and hyphens only'],
      });
    });

    it('applies the SPEC email rule: an ending of 2 to 4 letters', async () => {
      const body = await refusedWithoutWriting(() => create(details({ email: 'aoife@example.abcde' })), 400);
      expect(body.errors.email).toEqual(['Invalid email address']);
    });

    it('names unknown fields, including ones the server resolves itself', async () => {
      const body = await refusedWithoutWriting(
        () => create(details({ isAdmin: true, address: { area: 'Rural' } })),
        400,
      );
      expect(body.message).toMatch(/Unknown fields: .*isAdmin/);
      expect(body.errors.isAdmin).toEqual(['isAdmin is not an allowed field']);
      expect(body.errors.address).toEqual(['address is not an allowed field']);
    });

    it('answers 413 for an oversized body', async () => {
      const body = await refusedWithoutWriting(() => create(details({ lastName: 'x'.repeat(120_000) })), 413);
      expect(body.message).toBe('The request is too large.');
    });
  });

  describe('the access token', () => {
    let quote: QuoteClient;
    beforeAll(async () => {
      quote = await QuoteClient.start(t);
    });

    it('opens the quote', async () => {
      const res = await quote.get().expect(200);
      expect(res.body.quote._id).toBe(quote.id);
    });

    it('is needed: 401 without it', async () => {
      const res = await t.http().get(`/api/v1/quotes/${quote.id}`).expect(401);
      expect(res.body.message).toMatch(/X-Quote-Token/);
      await t.http().post(`/api/v1/quotes/${quote.id}/price`).expect(401);
    });

    it('must be the quote’s own: a wrong token or another quote’s answers 404 like an unknown id', async () => {
      const other = await QuoteClient.start(t);
      const wrong = await t
        .http()
        .get(`/api/v1/quotes/${quote.id}`)
        .set(QUOTE_TOKEN_HEADER, 'guess')
        .expect(404);
      const swapped = await t
        .http()
        .get(`/api/v1/quotes/${quote.id}`)
        .set(QUOTE_TOKEN_HEADER, other.token)
        .expect(404);
      const unknown = await t
        .http()
        .get(`/api/v1/quotes/${new Types.ObjectId().toHexString()}`)
        .set(QUOTE_TOKEN_HEADER, quote.token)
        .expect(404);
      for (const res of [wrong, swapped, unknown])
        expect(res.body).toMatchObject({ ok: false, message: QUOTE_NOT_FOUND });
      const edit = await t
        .http()
        .put(`/api/v1/quotes/${quote.id}/claims`)
        .set(QUOTE_TOKEN_HEADER, other.token)
        .send({ claims: [] })
        .expect(404);
      expect(edit.body.message).toBe(QUOTE_NOT_FOUND);
      expect((await stored(quote.id)).answers.claims).toBeUndefined();
    });

    it('answers 400, never 500, for a tampered id', async () => {
      for (const id of ['not-an-id', '665f1c2b9d3e4a001234567Z', '{"$gt":""}']) {
        const res = await t
          .http()
          .get(`/api/v1/quotes/${encodeURIComponent(id)}`)
          .set(QUOTE_TOKEN_HEADER, quote.token)
          .expect(400);
        expect(res.body.errors.id).toEqual(['Invalid id']);
      }
    });

    it('expires: 401 once its time is up', async () => {
      const expiring = await QuoteClient.start(t);
      await quotes().updateOne(
        { _id: new Types.ObjectId(expiring.id) },
        { $set: { 'access.expiresAt': new Date(Date.now() - 1000) } },
      );
      const res = await expiring.get().expect(401);
      expect(res.body.message).toMatch(/retrieve it with its web reference/);
    });
  });

  describe('answering the pages', () => {
    it('saves each page, resolving the car from its registration', async () => {
      const pages = journeyPages();
      const quote = await QuoteClient.start(t);
      const res = await quote
        .page('your_car', { ...pages.your_car, registration: '191 d 12345' })
        .expect(200);
      expect(res.body.quote.answers.your_car).toMatchObject({
        registration: '191-D-12345',
        vehicle: { year: 2019 },
        valueCents: res.body.quote.answers.your_car.vehicle.valueEstimateCents,
      });
      expect(res.body.quote.missingPages).not.toContain('your_car');
    });

    it('takes a car chosen by hand, with the value the customer gives', async () => {
      const quote = await QuoteClient.start(t);
      const car = {
        ...journeyPages().your_car,
        lookupType: 'MANUAL',
        registration: '252-D-4711',
        make: 'Toyota',
        model: 'Yaris',
        year: 2019,
        engine: '1.5 Hybrid',
        valueCents: 1_650_000,
      };
      const res = await quote.page('your_car', car).expect(200);
      expect(res.body.quote.answers.your_car).toMatchObject({
        registration: '252-D-4711',
        vehicle: { make: 'Toyota', model: 'Yaris', engine: '1.5 Hybrid' },
        valueCents: 1_650_000,
      });
      const unknown = await quote.page('your_car', { ...car, engine: 'V12' }).expect(400);
      expect(unknown.body.errors).toEqual({ engine: ['Please choose your car from the lists.'] });
    });

    it('refuses an invalid registration, an unconfirmed car and a car sent by the client', async () => {
      const quote = await QuoteClient.start(t);
      const car = journeyPages().your_car;
      const invalid = await quote.page('your_car', { ...car, registration: '12-XX-123' }).expect(400);
      expect(invalid.body.errors.registration[0]).toMatch(/isn't an Irish county code/);
      const unconfirmed = await quote.page('your_car', { ...car, isVehicleConfirmed: false }).expect(400);
      expect(unconfirmed.body.errors.isVehicleConfirmed).toEqual([
        'Please confirm these are the details of your car',
      ]);
      const forged = await quote.page('your_car', { ...car, vehicle: { vehicleGroup: 1 } }).expect(400);
      expect(forged.body.errors.vehicle).toEqual(['vehicle is not an allowed field']);
      const missing = await quote.page('your_car', { ...car, registration: undefined }).expect(400);
      expect(missing.body.errors.registration).toEqual(['Required']);
      expect((await stored(quote.id)).answers.your_car).toBeUndefined();
    });

    it('needs the driver number of an Irish licence, in its 4d format', async () => {
      const quote = await QuoteClient.start(t);
      const history = journeyPages().your_driving_history;
      const { driverNumber: _number, ...withoutNumber } = history;
      expect((await quote.page('your_driving_history', withoutNumber).expect(400)).body.errors).toEqual({
        driverNumber: ['Required'],
      });
      const wrong = await quote
        .page('your_driving_history', { ...history, driverNumber: 'AB12' })
        .expect(400);
      expect(wrong.body.errors.driverNumber[0]).toMatch(/9-digit number at 4d/);
      await quote.page('your_driving_history', { ...withoutNumber, licenceType: 'full_uk' }).expect(200);
    });

    it("asks a learner for the permit's expiry (up to 2 years ahead) and takes a booked test date", async () => {
      const quote = await QuoteClient.start(t);
      const learner = {
        ...journeyPages().your_driving_history,
        licenceType: 'learner_permit',
        licenceYears: 0,
      };
      const missing = await quote.page('your_driving_history', learner).expect(400);
      expect(missing.body.errors).toEqual({ permitExpiryDate: ['Required'] });
      const wrong = await quote
        .page('your_driving_history', {
          ...learner,
          permitExpiryDate: daysAhead(740),
          testDate: daysAhead(-1),
        })
        .expect(400);
      expect(wrong.body.errors).toEqual({
        permitExpiryDate: ['Must be within 2 years from today'],
        testDate: ['Cannot be in the past'],
      });
      const dates = { permitExpiryDate: daysAhead(300), testDate: daysAhead(0) };
      const saved = await quote.page('your_driving_history', { ...learner, ...dates }).expect(200);
      expect(saved.body.quote.answers.your_driving_history).toMatchObject(dates);
    });

    it('names the fields of a nested entry by path', async () => {
      const quote = await QuoteClient.start(t);
      const history = journeyPages().your_driving_history;
      const res = await quote
        .page('your_driving_history', {
          ...history,
          convictions: [{ code: 'JAYWALKING', date: daysAhead(2) }],
          most_recent_insurance: [{ insurer: '', expiryDate: '2025-01-01', wasPolicyholder: 'yes' }],
        })
        .expect(400);
      expect(res.body.errors).toMatchObject({
        'convictions.0.code': [expect.stringMatching(/^Must be one of: SPEEDING/)],
        'convictions.0.date': ['Cannot be in the future'],
        'most_recent_insurance.0.insurer': ['Required'],
        'most_recent_insurance.0.wasPolicyholder': ['Must be true or false'],
      });
    });

    it('refuses an additional driver under 17 (422), saving nothing', async () => {
      const quote = await QuoteClient.start(t);
      const driver = {
        firstName: 'Cian',
        lastName: 'Byrne',
        dateOfBirth: yearsAgo(16),
        relationship: 'child',
        licenceType: 'learner_permit',
        licenceYears: 0,
        driverNumber: '111222333',
        penaltyPoints: 0,
        claims: [],
        convictions: [],
      };
      const before = await stored(quote.id);
      const res = await quote.page('additional_drivers', {
        drivers: [{ ...driver, dateOfBirth: yearsAgo(40) }, driver],
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        'drivers.1.dateOfBirth': ['Every driver must be 17 or over to be insured on a car.'],
      });
      expect(await stored(quote.id)).toEqual(before);
    });

    it('checks the cover against the active rating table and the start window', async () => {
      const quote = await QuoteClient.start(t);
      const cover = journeyPages().cover;
      const excess = await quote.page('cover', { ...cover, voluntaryExcessCents: 30_000 }).expect(400);
      expect(excess.body.errors.voluntaryExcessCents[0]).toMatch(/^Please choose one of €0, €250, €500/);
      const windscreen = await quote
        .page('cover', { ...cover, type: 'third_party_only', addOns: ['windscreen'] })
        .expect(400);
      expect(windscreen.body.errors.addOns).toEqual([
        "Windscreen cover isn't available with third party only cover",
      ]);
      const late = await quote.page('cover', { ...cover, startDate: daysAhead(31) }).expect(400);
      expect(late.body.errors.startDate).toEqual(['Must be within 30 days from today']);
      const past = await quote.page('cover', { ...cover, startDate: daysAhead(-1) }).expect(400);
      expect(past.body.errors.startDate).toEqual(['Cannot be in the past']);
      await quote.page('cover', { ...cover, startDate: daysAhead(0) }).expect(200);
    });
  });

  describe('pricing', () => {
    it('needs every page first (422 naming the missing ones)', async () => {
      const quote = await QuoteClient.start(t);
      const res = await quote.price().expect(422);
      expect(res.body.errors).toEqual({
        your_car: ['Required'],
        your_driving_history: ['Required'],
        additional_drivers: ['Required'],
        claims: ['Required'],
        cover: ['Required'],
      });
      expect((await stored(quote.id)).status).toBe('started');
    });

    it('quotes a complete journey with an explained breakdown, levy and monthly plan', async () => {
      const quote = await QuoteClient.complete(t);
      const res = await quote.price().expect(200);
      const { status, result, missingPages } = res.body.quote;
      expect(status).toBe('quoted');
      expect(missingPages).toEqual([]);
      expect(result).toMatchObject({
        outcome: 'quoted',
        tableVersion: '2025.1',
        underwriter: expect.any(String),
        pricedAt: expect.any(String),
        excessCents: expect.any(Number),
      });
      const { breakdown, monthly, validUntil } = result;
      expect(breakdown.lines.map((line: Json) => line.code)).toEqual(
        expect.arrayContaining(['OCCUPATION', 'AREA', 'NO_CLAIMS_BONUS', 'ADD_ON_BREAKDOWN_ASSISTANCE']),
      );
      expect(breakdown.levyCents).toBe(Math.round(breakdown.subtotalCents * 0.03));
      expect(breakdown.totalCents).toBe(breakdown.subtotalCents + breakdown.levyCents);
      expect(monthly.depositCents + monthly.instalments * monthly.instalmentCents).toBe(
        monthly.totalPayableCents,
      );
      const days = (new Date(validUntil).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);

      expect(await stored(quote.id)).toMatchObject({
        status: 'quoted',
        totalCents: breakdown.totalCents,
        coverType: 'comprehensive',
        area: 'Commuter Belt',
        declineReasonCodes: [],
        result: { outcome: 'quoted', breakdown },
      });
    });

    it('answers a repeated price of unchanged answers with the same result, writing nothing', async () => {
      const quote = await QuoteClient.complete(t);
      const first = (await quote.price().expect(200)).body.quote;
      const before = await stored(quote.id);
      const again = (await quote.price().expect(200)).body.quote;
      expect(again.result).toEqual(first.result);
      expect(await stored(quote.id)).toEqual(before);
      const priced = await db
        .collection('quote_events')
        .countDocuments({ quoteId: new Types.ObjectId(quote.id), type: 'priced' });
      expect(priced).toBe(1);
    });

    it('never stores a price for answers other than those stored, however calls interleave', async () => {
      const quote = await QuoteClient.complete(t);
      const claim = { claims: [{ date: yearsAgo(1), fault: true, amountCents: 250_000 }] };
      await Promise.all([quote.price(), quote.page('claims', claim), quote.price()]);
      const doc = await stored(quote.id);
      const claimsPriced = doc.result?.breakdown.lines.some((line: Json) => line.code === 'CLAIMS');
      expect(doc.answers.claims).toEqual(claim);
      expect(doc.status === 'started' ? doc.result : claimsPriced).toBe(
        doc.status === 'started' ? undefined : true,
      );
    });

    it('prices the same whatever the gender', async () => {
      const woman = await QuoteClient.complete(t);
      const man = await QuoteClient.complete(t, (pages) =>
        Object.assign(pages.your_details, { gender: 'M' }),
      );
      const [a, b] = [(await woman.price()).body.quote.result, (await man.price()).body.quote.result];
      expect(b.breakdown).toEqual(a.breakdown);
    });

    it('declines a learner without an accompanying full-licence driver, saying why', async () => {
      const learner = await QuoteClient.complete(t, (pages) => {
        pages.your_details.dateOfBirth = yearsAgo(17, 30);
        Object.assign(pages.your_driving_history, {
          licenceType: 'learner_permit',
          licenceYears: 0,
          ncbYears: 0,
          permitExpiryDate: daysAhead(200),
        });
        pages.your_driving_history.most_recent_insurance = [];
      });
      const res = await learner.price().expect(200);
      expect(res.body.quote).toMatchObject({ status: 'declined', result: { outcome: 'declined' } });
      expect(res.body.quote.result.reasons).toEqual([
        {
          code: 'LEARNER_UNACCOMPANIED',
          message: expect.stringMatching(/accompanied by someone who has held a full licence/),
        },
      ]);
      expect(res.body.quote.result.breakdown).toBeUndefined();
      expect(await stored(learner.id)).toMatchObject({
        status: 'declined',
        totalCents: null,
        declineReasonCodes: ['LEARNER_UNACCOMPANIED'],
      });

      const parent = {
        firstName: 'Máire',
        lastName: 'Byrne',
        dateOfBirth: yearsAgo(48),
        relationship: 'parent',
        licenceType: 'full_irish',
        licenceYears: 28,
        driverNumber: '987654321',
        penaltyPoints: 0,
        claims: [],
        convictions: [],
      };
      await learner.page('additional_drivers', { drivers: [parent] }).expect(200);
      expect((await learner.price().expect(200)).body.quote.status).toBe('quoted');
    });

    it('goes back to started when an answer changes after pricing', async () => {
      const quote = await QuoteClient.complete(t);
      await quote.price().expect(200);
      const res = await quote
        .page('claims', {
          claims: [{ date: yearsAgo(1), fault: true, amountCents: 250_000, type: 'accident' }],
        })
        .expect(200);
      expect(res.body.quote.status).toBe('started');
      expect(res.body.quote.result).toBeUndefined();
      expect(await stored(quote.id)).toMatchObject({ status: 'started', totalCents: null });
      expect((await stored(quote.id)).result).toBeUndefined();
      const repriced = await quote.price().expect(200);
      expect(repriced.body.quote.result.breakdown.lines.map((l: Json) => l.code)).toContain('CLAIMS');
    });
  });

  describe('payment option and purchase', () => {
    it('stores the payment option, only on a quoted price', async () => {
      const quote = await QuoteClient.complete(t);
      const early = await quote.choose('monthly').expect(422);
      expect(early.body.message).toMatch(/Only a quote with a price/);
      await quote.price().expect(200);
      const res = await quote.choose('monthly').expect(200);
      expect(res.body.quote.paymentOption).toBe('monthly');
      expect((await quote.choose('weekly').expect(400)).body.errors.paymentOption[0]).toMatch(
        /annual, monthly/,
      );
    });

    it('marks a quote bought once, issuing one policy, and then keeps it as it is', async () => {
      const quote = await QuoteClient.complete(t);
      await quote.price().expect(200);
      await quote.choose('monthly').expect(200);
      const service = t.app.get(QuotesService);
      const first = await service.markPurchased(quote.id, { paymentReference: 'pay_123' });
      const again = await service.markPurchased(quote.id, { paymentReference: 'pay_123' });
      expect(first.policy.policyNumber).toMatch(/^IVY-P-[2-9A-HJKMNP-TV-Z]{8}$/);
      expect(again.policy).toEqual(first.policy);
      expect(first.quote).toMatchObject({
        status: 'purchased',
        policyNumber: first.policy.policyNumber,
        paymentOption: 'monthly',
      });
      expect(first.policy).toMatchObject({
        webReference: quote.webReference,
        paymentOption: 'monthly',
        paymentReference: 'pay_123',
        holder: { firstName: 'Aoife', email: 'aoife.byrne@example.ie' },
        vehicle: { registration: '191-D-12345', year: 2019 },
        cover: { type: 'comprehensive', voluntaryExcessCents: 25_000, namedDrivers: 0 },
        premium: { monthly: expect.objectContaining({ instalments: expect.any(Number) }) },
      });
      expect(await db.collection('policies').countDocuments({ quoteId: new Types.ObjectId(quote.id) })).toBe(
        1,
      );

      const locked = await quote.page('claims', { claims: [] }).expect(409);
      expect(locked.body.message).toBe('This quote has been bought and can no longer change.');
      await quote.price().expect(409);
      await quote.choose('annual').expect(409);
      expect((await quote.get().expect(200)).body.quote).toMatchObject({
        status: 'purchased',
        policyNumber: first.policy.policyNumber,
      });
    });

    it('will not sell a declined quote or an expired price', async () => {
      const service = t.app.get(QuotesService);
      const declined = await QuoteClient.complete(t, (pages) => {
        pages.your_driving_history.penaltyPoints = 12;
      });
      expect((await declined.price()).body.quote.status).toBe('declined');
      await expect(service.markPurchased(declined.id)).rejects.toThrow(/Only a quote with a price/);

      const expired = await QuoteClient.complete(t);
      await expired.price().expect(200);
      await quotes().updateOne(
        { _id: new Types.ObjectId(expired.id) },
        { $set: { 'result.validUntil': new Date(Date.now() - 1000).toISOString() } },
      );
      await expect(service.markPurchased(expired.id)).rejects.toThrow(/expired/);
      expect(
        await db.collection('policies').countDocuments({ quoteId: new Types.ObjectId(expired.id) }),
      ).toBe(0);
    });
  });

  it('lists the form options from the active rating table', async () => {
    const res = await t.http().get('/api/v1/quotes/options').expect(200);
    expect(res.body).toMatchObject({
      tableVersion: '2025.1',
      voluntaryExcessCents: [0, 25_000, 50_000, 75_000, 100_000],
      maxStartDaysAhead: 30,
      genders: expect.arrayContaining([{ value: 'F', label: 'Female' }]),
      licenceTypes: expect.arrayContaining([{ value: 'learner_permit', label: 'Learner permit' }]),
      relationships: expect.arrayContaining([{ value: 'spouse_or_partner', label: 'Spouse or partner' }]),
      addOns: expect.arrayContaining([
        expect.objectContaining({ value: 'windscreen', coverTypes: expect.any(Array) }),
      ]),
    });
  });
});
