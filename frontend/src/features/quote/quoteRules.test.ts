import { ADDRESS_MESSAGE, isoDay, readWholeNumber, wholeNumber } from '../../components/validators';
import { initialQuoteValues, type QuoteFormValues } from './formValues';
import { ANSWERS, OPTIONS } from './quoteFixtures';
import {
  addDays,
  ageOn,
  BUSINESS_TYPE_MESSAGE,
  canAccompanyLearner,
  choiceFromList,
  driverNumber,
  irishPhone,
  learnerAccompanied,
  learnerRuleMessage,
  mustConfirmCar,
  personName,
  requiredAddressAt,
  requiredDateOfBirth,
  requiredPermitExpiry,
  requiredStartDate,
  bookedTestDate,
  typedChoice,
  UNDER_AGE_MESSAGE,
} from './quoteRules';

const today = new Date();
const yearsAgo = (years: number, days = 0) => {
  const date = new Date(today);
  date.setFullYear(date.getFullYear() - years);
  return isoDay(addDays(date, days));
};

describe('field rules', () => {
  const yourDateOfBirth = requiredDateOfBirth('your');

  it('names a field left empty (SPEC §5’s rule, in the public forms’ words), then applies its own rule', () => {
    expect(yourDateOfBirth(undefined)).toBe('Please enter your date of birth');
    expect(requiredDateOfBirth('the driver’s')(undefined)).toBe('Please enter the driver’s date of birth');
    expect(yourDateOfBirth(yearsAgo(30))).toBeUndefined();
    expect(requiredStartDate(30)(undefined)).toBe('Please enter the date your cover starts');
  });

  it('refuses a driver under 17 and a birthday in the future', () => {
    expect(yourDateOfBirth(yearsAgo(17))).toBeUndefined();
    expect(yourDateOfBirth(yearsAgo(17, 1))).toBe(UNDER_AGE_MESSAGE);
    expect(yourDateOfBirth(isoDay(addDays(today, 1)))).toBe('Please choose today or an earlier date');
    expect(ageOn('2000-06-15', new Date(2026, 5, 14))).toBe(25);
    expect(ageOn('2000-06-15', new Date(2026, 5, 15))).toBe(26);
  });

  it('takes names, Irish phone numbers and driver numbers as people type them', () => {
    expect(personName("Siobhán O'Brien-Ní Dhuibhir")).toBeUndefined();
    expect(personName('Aoife2')).toMatch(/letters/);
    for (const phone of [
      '087 123 4567',
      '(01) 234-5678',
      '+353 87 1234567',
      '00353871234567',
      '+353 (0)87 123 4567',
    ]) {
      expect(irishPhone(phone)).toBeUndefined();
    }
    expect(irishPhone('12345')).toMatch(/Irish phone number/);
    expect(driverNumber('123 456-789')).toBeUndefined();
    expect(driverNumber('12345678')).toMatch(/9-digit driver number at 4d/);
  });

  it('reads whole numbers with commas or a euro sign, within their range', () => {
    expect(readWholeNumber('€12,000')).toBe(12_000);
    expect(readWholeNumber('1.5')).toBeUndefined();
    const points = wholeNumber(0, 20);
    expect(points('0')).toBeUndefined();
    expect(points('21')).toBe('Please enter a whole number from 0 to 20');
    expect(points('-1')).toBe('Please enter a whole number from 0 to 20');
    expect(points(undefined)).toBeUndefined();
  });

  it('starts cover from today up to the window', () => {
    const start = requiredStartDate(30);
    expect(start(isoDay(today))).toBeUndefined();
    expect(start(isoDay(addDays(today, 30)))).toBeUndefined();
    expect(start(isoDay(addDays(today, 31)))).toBe('Please choose a start date within the next 30 days');
    expect(start(isoDay(addDays(today, -1)))).toBe('Please choose today or a later date');
  });

  it('takes a learner permit’s expiry, and a booked test if given, from today up to 2 years ahead', () => {
    const inYears = (years: number, days = 0) => {
      const date = new Date(today);
      date.setFullYear(date.getFullYear() + years);
      return isoDay(addDays(date, days));
    };
    expect(requiredPermitExpiry(undefined)).toBe('Please enter the date your learner permit expires');
    expect(requiredPermitExpiry(yearsAgo(0, -1))).toBe('Please choose today or a later date');
    expect(requiredPermitExpiry(isoDay(today))).toBeUndefined();
    expect(requiredPermitExpiry(inYears(2))).toBeUndefined();
    expect(requiredPermitExpiry(inYears(2, 1))).toBe('Please choose a date within 2 years from today');
    expect(bookedTestDate(undefined)).toBeUndefined();
    expect(bookedTestDate(yearsAgo(0, -1))).toBe('Please choose today or a later date');
    expect(bookedTestDate(inYears(2, 1))).toBe('Please choose a date within 2 years from today');
  });

  it('needs the car confirmed', () => {
    expect(mustConfirmCar(true)).toBeUndefined();
    expect(mustConfirmCar(false)).toBe('Please confirm these are the details of your car');
  });
});

describe('a search typed but not chosen', () => {
  const chosen = { your_details: { address: ANSWERS.your_details.address } };
  const label = '12 Main Street, Naas, Co. Kildare, W91 0DPR';
  const requiredAddress = requiredAddressAt('your_details.address');

  it('is refused with the SPEC address message until an address is chosen', () => {
    expect(requiredAddress(undefined, {})).toBe('Please enter your home address');
    expect(requiredAddress('12 Main Street Naas', {})).toBe(ADDRESS_MESSAGE);
    expect(requiredAddress(label, {})).toBe(ADDRESS_MESSAGE);
    expect(requiredAddress(label, chosen)).toBeUndefined();
    expect(requiredAddress(`${label} extra`, chosen)).toBe(ADDRESS_MESSAGE);
  });

  it('works the same for any list, with that list’s message', () => {
    const businessType = typedChoice(
      'your_details.businessType',
      (choice: { name: string }) => choice.name,
      choiceFromList(BUSINESS_TYPE_MESSAGE),
    );
    expect(businessType('Health', {})).toBe(BUSINESS_TYPE_MESSAGE);
    expect(
      businessType('Health Service', { your_details: { businessType: ANSWERS.your_details.businessType } }),
    ).toBeUndefined();
    expect(businessType(undefined, {})).toBeUndefined();
  });
});

describe('a learner’s accompanying driver', () => {
  const learner = (drivers: QuoteFormValues['additional_drivers'], named = true): QuoteFormValues => ({
    ...initialQuoteValues(),
    your_driving_history: { licenceType: 'learner_permit', most_recent_insurance: [] },
    hasAdditionalDrivers: named,
    additional_drivers: drivers,
  });

  const rule = OPTIONS.learner;
  const message = learnerRuleMessage(rule, OPTIONS.licenceTypes);

  it('holds one of the rating table’s licences for its number of years', () => {
    expect(canAccompanyLearner({ licenceType: 'full_irish', licenceYears: '2' }, rule)).toBe(true);
    expect(canAccompanyLearner({ licenceType: 'full_uk', licenceYears: '30' }, rule)).toBe(true);
    expect(canAccompanyLearner({ licenceType: 'full_irish', licenceYears: '1' }, rule)).toBe(false);
    expect(canAccompanyLearner({ licenceType: 'full_other', licenceYears: '10' }, rule)).toBe(false);
    expect(canAccompanyLearner({ licenceType: 'learner_permit', licenceYears: '10' }, rule)).toBe(false);
    const stricter = { accompanyingLicenceTypes: ['full_irish' as const], minAccompanyingLicenceYears: 5 };
    expect(canAccompanyLearner({ licenceType: 'full_irish', licenceYears: '3' }, stricter)).toBe(false);
  });

  it('is told in words built from the rule', () => {
    expect(message).toBe(
      'As a learner you must always be accompanied by someone who has held a full Irish, EU or UK licence ' +
        'for at least 2 years. Please add them as a driver.',
    );
    const other = { accompanyingLicenceTypes: ['full_irish' as const], minAccompanyingLicenceYears: 3 };
    expect(learnerRuleMessage(other, OPTIONS.licenceTypes)).toContain(
      'a full Irish licence for at least 3 years',
    );
  });

  it('must be named by a learner, and only by a learner', () => {
    const accompanied = learnerAccompanied(rule, message);
    const parent = { licenceType: 'full_irish' as const, licenceYears: '25' };
    expect(accompanied(true, learner([parent]))).toBeUndefined();
    expect(accompanied(false, learner([parent], false))).toBe(message);
    expect(accompanied(true, learner([{ licenceType: 'full_irish', licenceYears: '1' }]))).toBe(message);
    expect(accompanied(false, { ...initialQuoteValues(), hasAdditionalDrivers: false })).toBeUndefined();
  });
});
