import {
  addressFromList,
  composeValidators,
  choose,
  email,
  enter,
  enterEmail,
  enterFutureDate,
  enterPastDate,
  isoDay,
  notBlank,
  notInFuture,
  notInPast,
  required,
} from './validators';

describe('required', () => {
  it("says 'Required' only for undefined or null", () => {
    expect(required(undefined)).toBe('Required');
    expect(required(null)).toBe('Required');
    expect(required('')).toBeUndefined();
    expect(required(0)).toBeUndefined();
    expect(required(false)).toBeUndefined();
  });
});

describe('enter and choose', () => {
  it('name what is missing, by the same rule as required', () => {
    const dateOfBirth = enter('your date of birth');
    expect(dateOfBirth(undefined)).toBe('Please enter your date of birth');
    expect(dateOfBirth(null)).toBe('Please enter your date of birth');
    expect(dateOfBirth('')).toBeUndefined();
    expect(dateOfBirth('1990-11-25')).toBeUndefined();
    expect(choose('your cover')(undefined)).toBe('Please choose your cover');
    expect(choose('your cover')(false)).toBeUndefined();
  });

  it('name a missing email or date, then keep each rule’s own message', () => {
    const yourEmail = enterEmail();
    expect(yourEmail(undefined)).toBe('Please enter your email address');
    expect(yourEmail('mary')).toBe('Invalid email address');
    expect(enterEmail('the email address on the quote')(undefined)).toBe(
      'Please enter the email address on the quote',
    );
    const claimDate = enterPastDate('the date of the claim');
    expect(claimDate(undefined)).toBe('Please enter the date of the claim');
    expect(claimDate('2999-01-01')).toBe('Please choose today or an earlier date');
    const start = enterFutureDate('the start date');
    expect(start(undefined)).toBe('Please enter the start date');
    expect(start('2000-01-01')).toBe('Please choose today or a later date');
    expect(start(isoDay(new Date()))).toBeUndefined();
  });
});

describe('email', () => {
  it('accepts a local part, @, a domain and a 2 to 4 letter ending, in any case', () => {
    expect(email('mary.byrne@example.ie')).toBeUndefined();
    expect(email('MARY+CAR@Mail.Example.INFO')).toBeUndefined();
    expect(email('')).toBeUndefined();
    expect(email(undefined)).toBeUndefined();
  });

  it("says 'Invalid email address' otherwise", () => {
    for (const value of [
      'mary',
      'mary@',
      '@example.ie',
      'mary@example',
      'mary@example.c',
      'mary@example.museum',
    ]) {
      expect(email(value), value).toBe('Invalid email address');
    }
  });
});

describe('addressFromList', () => {
  const validate = addressFromList(['1 Main Street, Cork', '2 Main Street, Cork']);

  it('accepts an address from the list, or nothing yet', () => {
    expect(validate('2 Main Street, Cork')).toBeUndefined();
    expect(validate('')).toBeUndefined();
  });

  it('rejects a typed address that is not in the list', () => {
    expect(validate('3 Main Street, Cork')).toBe(
      'Please select an address from the list. If no options are available, please modify your search.',
    );
  });
});

describe('date bounds', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 5, 15, 23, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('notInPast blocks days before today and accepts today', () => {
    expect(notInPast('2025-06-14')).toBe('Please choose today or a later date');
    expect(notInPast('2025-06-15')).toBeUndefined();
    expect(notInPast(new Date(2025, 5, 15, 0, 1))).toBeUndefined();
    expect(notInPast('2025-07-01')).toBeUndefined();
  });

  it('notInFuture blocks days after today and accepts today', () => {
    expect(notInFuture('2025-06-16')).toBe('Please choose today or an earlier date');
    expect(notInFuture('2025-06-15')).toBeUndefined();
    expect(notInFuture(new Date(2024, 0, 1))).toBeUndefined();
  });
});

describe('notBlank', () => {
  it("asks for text when the value is missing, empty or only spaces, which SPEC's required lets pass", () => {
    const iban = notBlank('your IBAN');
    expect(required('')).toBeUndefined();
    for (const blank of [undefined, null, '', '   ']) expect(iban(blank)).toBe('Please enter your IBAN');
    expect(iban('IE29')).toBeUndefined();
  });
});

describe('composeValidators', () => {
  it('reports the first error in order', () => {
    const validate = composeValidators(required, email);
    expect(validate(undefined)).toBe('Required');
    expect(validate('nope')).toBe('Invalid email address');
    expect(validate('ok@example.ie')).toBeUndefined();
  });
});
