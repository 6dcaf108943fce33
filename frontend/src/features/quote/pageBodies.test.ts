import { valuesFromAnswers, type QuoteFormValues } from './formValues';
import { availableAddOns, pageBody, pageChanged } from './pageBodies';
import { ANSWERS, OPTIONS } from './quoteFixtures';

const context = {
  vehicleLookupType: 'REG' as const,
  availableAddOns: ['breakdown_assistance', 'windscreen'],
};
const saved = () => valuesFromAnswers(ANSWERS);

describe('what each page sends', () => {
  it('sends the chosen ids, not the typed text or what the server found from them', () => {
    const {
      address: _address,
      occupation: _occupation,
      businessType: _businessType,
      ...sent
    } = ANSWERS.your_details;
    expect(pageBody('your_details', saved(), context)).toEqual(sent);
  });

  it('leaves out a business type whose text was cleared, and trims what was typed', () => {
    const values = saved();
    values.your_details.businessTypeText = undefined;
    values.your_details.firstName = '  Aoife ';
    const body = pageBody('your_details', values, context);
    expect(body).not.toHaveProperty('businessTypeCode');
    expect(body.firstName).toBe('Aoife');
  });

  it('sends the car by registration or by its details, numbers as numbers and euro as cents', () => {
    const values = saved();
    values.your_car = {
      ...values.your_car,
      make: 'Toyota',
      model: 'Prius',
      year: '2019',
      engine: '1.8 Hybrid',
      value: '9,500',
    };
    expect(pageBody('your_car', values, context)).toEqual({
      lookupType: 'REG',
      registration: '191-D-12345',
      isVehicleConfirmed: true,
      valueCents: 950_000,
      modifications: { performance: false, cosmetic: true },
      overnightLocation: 'driveway',
      usage: 'commuting',
      annualMileageKm: 12_000,
    });
    expect(pageBody('your_car', values, { ...context, vehicleLookupType: 'MANUAL' })).toMatchObject({
      lookupType: 'MANUAL',
      registration: '191-D-12345',
      make: 'Toyota',
      model: 'Prius',
      year: 2019,
      engine: '1.8 Hybrid',
    });
  });

  it('sends a list answered No as empty, and the driver number only for Irish licences', () => {
    const values: QuoteFormValues = saved();
    values.your_driving_history.hasPreviousInsurance = false;
    values.your_driving_history.driverNumber = '123 456-789';
    expect(pageBody('your_driving_history', values, context)).toEqual({
      licenceType: 'full_irish',
      licenceYears: 10,
      driverNumber: '123456789',
      penaltyPoints: 0,
      convictions: [],
      ncbYears: 5,
      most_recent_insurance: [],
    });
    values.your_driving_history.licenceType = 'full_uk';
    expect(pageBody('your_driving_history', values, context)).not.toHaveProperty('driverNumber');
    values.hasClaims = false;
    expect(pageBody('claims', values, context)).toEqual({ claims: [] });
  });

  it('sends the permit’s expiry and a booked test for a learner only', () => {
    const values: QuoteFormValues = saved();
    Object.assign(values.your_driving_history, {
      licenceType: 'learner_permit',
      permitExpiryDate: '2027-09-30',
      testDate: '2027-03-02',
    });
    expect(pageBody('your_driving_history', values, context)).toMatchObject({
      permitExpiryDate: '2027-09-30',
      testDate: '2027-03-02',
    });
    values.your_driving_history.testDate = undefined;
    expect(pageBody('your_driving_history', values, context)).not.toHaveProperty('testDate');
    values.your_driving_history.licenceType = 'full_irish';
    expect(pageBody('your_driving_history', values, context)).not.toHaveProperty('permitExpiryDate');
  });

  it('sends other drivers whole, with their own claims and convictions', () => {
    expect(pageBody('additional_drivers', saved(), context)).toEqual(ANSWERS.additional_drivers);
    const values = saved();
    values.hasAdditionalDrivers = false;
    expect(pageBody('additional_drivers', values, context)).toEqual({ drivers: [] });
  });

  it('sends only the add-ons the cover allows', () => {
    const values = saved();
    values.cover.addOns = ['breakdown_assistance', 'protected_ncb'];
    expect(pageBody('cover', values, context)).toEqual({
      type: 'comprehensive',
      voluntaryExcessCents: 25_000,
      addOns: ['breakdown_assistance'],
      startDate: '2026-12-01',
    });
  });
});

describe('add-ons on offer', () => {
  const offered = (coverType: 'comprehensive' | 'third_party_only', ncb: number) =>
    availableAddOns(OPTIONS.addOns, coverType, ncb).map((addOn) => addOn.value);

  it('follow the cover type and the no-claims years', () => {
    expect(offered('comprehensive', 0)).toEqual(['breakdown_assistance', 'windscreen']);
    expect(offered('third_party_only', 0)).toEqual(['breakdown_assistance']);
    expect(offered('third_party_only', 3)).toEqual(['breakdown_assistance', 'protected_ncb']);
    expect(availableAddOns(OPTIONS.addOns, undefined, 0).map((addOn) => addOn.value)).toEqual([
      'breakdown_assistance',
    ]);
  });
});

describe('whether a page changed', () => {
  it('is false for a page walked through unchanged, though the server holds more', () => {
    for (const page of [
      'your_details',
      'your_car',
      'your_driving_history',
      'claims',
      'additional_drivers',
      'cover',
    ] as const) {
      expect(pageChanged(page, pageBody(page, saved(), context), ANSWERS)).toBe(false);
    }
  });

  it('is true for any answer changed, a list grown or shrunk, or a page never sent', () => {
    const values = saved();
    values.your_car.annualMileage = '13000';
    expect(pageChanged('your_car', pageBody('your_car', values, context), ANSWERS)).toBe(true);
    values.hasClaims = false;
    expect(pageChanged('claims', pageBody('claims', values, context), ANSWERS)).toBe(true);
    expect(
      pageChanged('cover', pageBody('cover', saved(), context), { your_details: ANSWERS.your_details }),
    ).toBe(true);
  });
});
