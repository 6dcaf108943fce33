import type mongoose from 'mongoose';
import type { TestApp } from '#test/harness/test-app';
import { addDays, dublinIsoDate } from '../../common/time/dates';
import { startPaymentsApp } from '../payments/payments.fixture';
import { QuoteClient } from '../quotes/quote-http.fixture';
import { yearsAgo } from '../quotes/quote-journey.fixture';
import { PAY_ONLINE, REFERRED } from './adjustments.service';
import { learnerQuote, myPolicyClient } from './adjustments.fixture';
import { namedDriver } from './domain/adjustment.fixture';

/** The quote's "your car" page, as the policyholder answers it again for the new car. */
const car = (registration: string, valueCents: number) => ({
  lookupType: 'REG',
  registration,
  isVehicleConfirmed: true,
  valueCents,
  modifications: { performance: false, cosmetic: false },
  overnightLocation: 'driveway',
  usage: 'commuting',
  annualMileageKm: 12_000,
});

const NEW_REGISTRATION = '191-D-12345';

describe('a new car and named drivers on /my-policy', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  let close: () => Promise<void>;

  beforeAll(async () => ({ t, db, close } = await startPaymentsApp()));
  afterAll(() => close());

  it('changes the car found by registration: a cheaper one refunds at once, a dearer one waits for payment, one over the limit goes to staff', async () => {
    const holder = await myPolicyClient(t, db, await learnerQuote(t));
    const { policy } = holder;

    const unknown = await holder.price({ type: 'change_car', changeCar: car('99-ZZ-1', 50_000) }).expect(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['changeCar.registration']);
    const unconfirmed = await holder
      .price({
        type: 'change_car',
        changeCar: { ...car(NEW_REGISTRATION, 50_000), isVehicleConfirmed: false },
      })
      .expect(400);
    expect(Object.keys(unconfirmed.body.errors)).toEqual(['changeCar.isVehicleConfirmed']);

    const from = addDays(new Date(`${policy.startDate}T12:00:00Z`), 10)
      .toISOString()
      .slice(0, 10);
    const cheaper = await holder
      .price({ type: 'change_car', effectiveDate: from, changeCar: car(NEW_REGISTRATION, 50_000) })
      .expect(200);
    const { adjustment } = cheaper.body;
    expect(adjustment).toMatchObject({
      outcome: 'priced',
      effectiveDate: from,
      summary: expect.stringMatching(/^A new car: .+ \(191-D-12345\)$/),
    });
    expect(adjustment.price.totalCents).toBeLessThan(0);
    expect(adjustment.price.refundCents).toBe(-adjustment.price.totalCents);
    expect(await holder.stored()).toEqual(policy);

    await holder.confirm(adjustment.id).expect(200);
    const after = await holder.stored();
    expect(after).toMatchObject({
      adjustments: 1,
      lastChangeDate: from,
      vehicle: { registration: NEW_REGISTRATION, valueCents: 50_000 },
      answers: { your_car: { registration: NEW_REGISTRATION, valueCents: 50_000 } },
    });
    expect((await holder.page()).body.policy.registration).toBe(NEW_REGISTRATION);

    const dearer = await holder
      .price({ type: 'change_car', effectiveDate: from, changeCar: car(NEW_REGISTRATION, 7_000_000) })
      .expect(200);
    expect(dearer.body.adjustment.price.payNowCents).toBeGreaterThan(0);
    expect((await holder.confirm(dearer.body.adjustment.id).expect(409)).body.message).toBe(PAY_ONLINE);

    const overLimit = await holder
      .price({ type: 'change_car', changeCar: car(NEW_REGISTRATION, 8_000_000) })
      .expect(200);
    expect(overLimit.body).toMatchObject({ message: REFERRED, adjustment: { outcome: 'referred' } });
    expect(await holder.stored()).toEqual(after);
  });

  it('adds and removes named drivers with the quote’s questions; a driver the rules refer goes to staff', async () => {
    const holder = await myPolicyClient(
      t,
      db,
      await QuoteClient.complete(t, (pages) =>
        pages.additional_drivers.drivers.push(namedDriver(dublinIsoDate(new Date()), { firstName: 'Ciara' })),
      ),
    );
    const { policy } = holder;
    expect((await holder.page()).body.policy.namedDrivers).toEqual(['Ciara Byrne']);
    const today = dublinIsoDate(new Date());

    const convicted = namedDriver(today, {
      firstName: 'Dara',
      convictions: [{ code: 'DANGEROUS_DRIVING', date: yearsAgo(2) }],
    });
    const referred = await holder.price({ type: 'add_driver', addDriver: convicted }).expect(200);
    expect(referred.body).toMatchObject({
      message: REFERRED,
      adjustment: { outcome: 'referred', summary: 'A new named driver: Dara Byrne' },
    });
    const request = await db.collection('policy_adjustments').findOne({ policyId: String(policy._id) });
    expect(request).toMatchObject({
      status: 'referred',
      reasons: [{ code: 'CONVICTION' }],
      answersAfter: { additional_drivers: { drivers: [{ firstName: 'Ciara' }, { firstName: 'Dara' }] } },
    });
    expect(await holder.stored()).toEqual(policy);

    const young = await holder
      .price({ type: 'add_driver', addDriver: namedDriver(today, { dateOfBirth: yearsAgo(16) }) })
      .expect(422);
    expect(Object.keys(young.body.errors)).toEqual(['addDriver.dateOfBirth']);
    const nameless = await holder
      .price({ type: 'add_driver', addDriver: { ...namedDriver(today), firstName: undefined } })
      .expect(400);
    expect(Object.keys(nameless.body.errors)).toEqual(['addDriver.firstName']);

    const added = await holder.price({ type: 'add_driver', addDriver: namedDriver(today) }).expect(200);
    expect(added.body.adjustment).toMatchObject({
      outcome: 'priced',
      summary: 'A new named driver: Seán Byrne',
    });
    const { price } = added.body.adjustment;
    expect(price.levyCents).toBe(Math.round(price.premiumCents * 0.03));
    expect(price.payNowCents).toBe(price.totalCents);
    expect(price.payNowCents).toBeGreaterThan(0);
    expect((await holder.confirm(added.body.adjustment.id).expect(409)).body.message).toBe(PAY_ONLINE);

    const absent = await holder
      .price({ type: 'remove_driver', removeDriver: { driverIndex: 3 } })
      .expect(422);
    expect(absent.body.errors).toEqual({
      'removeDriver.driverIndex': ['That named driver is not on the policy.'],
    });

    const removed = await holder
      .price({ type: 'remove_driver', removeDriver: { driverIndex: 0 } })
      .expect(200);
    expect(removed.body.adjustment).toMatchObject({
      outcome: 'priced',
      summary: 'Named driver removed: Ciara Byrne',
    });
    expect(removed.body.adjustment.price.refundCents).toBeGreaterThan(0);
    await holder.confirm(removed.body.adjustment.id).expect(200);
    expect(await holder.stored()).toMatchObject({
      adjustments: 1,
      cover: { namedDrivers: 0 },
      answers: { additional_drivers: { drivers: [] } },
    });
    expect((await holder.page()).body.policy.namedDrivers).toEqual([]);
  });
});
