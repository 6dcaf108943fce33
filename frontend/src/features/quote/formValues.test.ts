import { addressLabel, initialQuoteValues, valuesFromAnswers } from './formValues';
import { ANSWERS } from './quoteFixtures';

describe('quote form initial values (SPEC §3)', () => {
  it('are exactly the SPEC defaults', () => {
    expect(initialQuoteValues()).toEqual({
      your_details: { gender: 'F' },
      your_car: { isVehicleConfirmed: false },
      your_driving_history: { most_recent_insurance: [{}] },
      additional_drivers: [{}],
      claims: [{}],
      cover: {},
    });
  });

  it('are a fresh object each time, for final-form to own', () => {
    const first = initialQuoteValues();
    first.claims.push({ date: '2024-01-01' });
    expect(initialQuoteValues().claims).toEqual([{}]);
  });

  it('are the defaults for a quote with no answers yet', () => {
    expect(valuesFromAnswers(undefined)).toEqual(initialQuoteValues());
  });
});

describe('the form as a saved quote left it', () => {
  const values = valuesFromAnswers(ANSWERS);

  it('shows each search as the text of its choice, beside the choice', () => {
    expect(values.your_details).toMatchObject({
      gender: 'F',
      firstName: 'Aoife',
      addressText: '12 Main Street, Naas, Co. Kildare, W91 0DPR',
      address: ANSWERS.your_details.address,
      occupationText: 'Nurse',
      occupation: { code: 'nurse', title: 'Nurse' },
      businessTypeText: 'Health Service',
    });
  });

  it('types numbers and euro back as text', () => {
    expect(values.your_car).toMatchObject({
      registration: '191-D-12345',
      value: '11500',
      annualMileage: '12000',
      isVehicleConfirmed: true,
      modifications: { performance: false, cosmetic: true },
    });
    expect(values.cover).toEqual({
      type: 'comprehensive',
      voluntaryExcess: '25000',
      addOns: ['breakdown_assistance'],
      startDate: '2026-12-01',
    });
    expect(values.claims).toEqual([{ date: '2024-05-14', fault: false, type: 'accident', amount: '1200' }]);
  });

  it('answers each list’s question from the list, keeping an empty entry ready for an empty one', () => {
    expect(values.hasClaims).toBe(true);
    expect(values.hasAdditionalDrivers).toBe(true);
    expect(values.your_driving_history).toMatchObject({
      licenceYears: '10',
      hasConvictions: false,
      convictions: [{}],
      hasPreviousInsurance: true,
      ncbYears: '5',
    });
    expect(values.additional_drivers[0]).toMatchObject({
      firstName: 'Mary',
      penaltyPoints: '2',
      hasConvictions: true,
      convictions: [{ code: 'SPEEDING', date: '2023-01-10' }],
      hasClaims: false,
      claims: [{}],
    });
  });

  it('leaves unanswered pages at their defaults, their questions unanswered', () => {
    const partial = valuesFromAnswers({ your_details: ANSWERS.your_details });
    expect(partial.your_car).toEqual({ isVehicleConfirmed: false });
    expect(partial.hasClaims).toBeUndefined();
    expect(partial.claims).toEqual([{}]);
    expect(partial.additional_drivers).toEqual([{}]);
  });

  it('labels an address on one line, leaving out what it lacks', () => {
    expect(addressLabel({ ...ANSWERS.your_details.address, line2: 'Rathmines' })).toBe(
      '12 Main Street, Rathmines, Naas, Co. Kildare, W91 0DPR',
    );
  });
});
