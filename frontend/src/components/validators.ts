/**
 * The SPEC §5 field validators, in react-final-form's shape: return an error message, or undefined
 * when the value is acceptable. Each rule passes empty values so that `required` alone decides
 * whether a field may be left blank.
 */
export type Validator<V = unknown> = (value: V, allValues?: object) => string | undefined;

export const REQUIRED_MESSAGE = 'Required';
export const EMAIL_MESSAGE = 'Invalid email address';
export const ADDRESS_MESSAGE =
  'Please select an address from the list. If no options are available, please modify your search.';
export const PAST_DATE_MESSAGE = 'Please choose today or a later date';
export const FUTURE_DATE_MESSAGE = 'Please choose today or an earlier date';

/**
 * SPEC §5's rule with the words to say when the value is missing (undefined or null; an empty string
 * counts as a value).
 */
export function requiredAs(message: string): Validator {
  return (value) => (value === undefined || value === null ? message : undefined);
}

/** SPEC §5's own 'Required', which the staff forms keep (§5 lists them). */
export const required = requiredAs(REQUIRED_MESSAGE);

/**
 * The public forms name what is missing, as a bare 'Required' leaves a visitor to work out which box
 * it means: `enter('your date of birth')` says 'Please enter your date of birth'.
 */
export const enter = (what: string) => requiredAs(`Please enter ${what}`);
/** For a select or a set of choices: `choose('your cover')` says 'Please choose your cover'. */
export const choose = (what: string) => requiredAs(`Please choose ${what}`);

/**
 * For a field that needs text: SPEC's `required` lets an empty string pass, so such a field takes this
 * rule instead, which also refuses a missing value, an empty string and spaces. Its message says what to
 * enter ('Please enter your IBAN').
 */
export function notBlank(what: string): Validator<string | null | undefined> {
  const message = `Please enter ${what}`;
  return (value) => (typeof value === 'string' && value.trim() !== '' ? undefined : message);
}

// Local part, '@', domain, and an ending of 2 to 4 letters (SPEC §5).
const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,4}$/i;

export const email: Validator<string | null | undefined> = (value) =>
  value && !EMAIL_PATTERN.test(value) ? EMAIL_MESSAGE : undefined;

/** A typed address is accepted only if it is one of the options the address search returned. */
export function addressFromList(options: readonly string[]): Validator<string | null | undefined> {
  return (value) => (value && !options.includes(value) ? ADDRESS_MESSAGE : undefined);
}

/** 'YYYY-MM-DD' of a local calendar day, which sorts the same way as the days themselves. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Date fields hold 'YYYY-MM-DD' (from <input type="date">) or a Date. */
type DateValue = string | Date | null | undefined;

const toDayKey = (value: Exclude<DateValue, null | undefined>) =>
  typeof value === 'string' ? value.slice(0, 10) : isoDay(value);

/** Blocks dates before today. */
export const notInPast: Validator<DateValue> = (value) =>
  value && toDayKey(value) < isoDay(new Date()) ? PAST_DATE_MESSAGE : undefined;

/** Blocks dates after today. */
export const notInFuture: Validator<DateValue> = (value) =>
  value && toDayKey(value) > isoDay(new Date()) ? FUTURE_DATE_MESSAGE : undefined;

/** Runs validators in order and reports the first error. */
export function composeValidators<V>(...validators: Validator<V>[]): Validator<V> {
  return (value, allValues) => {
    for (const validate of validators) {
      const error = validate(value, allValues);
      if (error) return error;
    }
    return undefined;
  };
}

export const requiredEmail = composeValidators<string | null | undefined>(required, email);
/** A public form's email box: named when it is empty, SPEC's 'Invalid email address' when it is not one. */
export const enterEmail = (what = 'your email address') =>
  composeValidators<string | null | undefined>(enter(what), email);
/** A day that has happened (a birthday, a claim, a conviction), named when it is missing. */
export const enterPastDate = (what: string) => composeValidators<DateValue>(enter(what), notInFuture);
/** A day still to come (a cover start, a change's effective date), named when it is missing. */
export const enterFutureDate = (what: string) => composeValidators<DateValue>(enter(what), notInPast);

/** A whole number as typed ('12,000' and '€500' read as 12000 and 500), or undefined. */
export function readWholeNumber(value: string | null | undefined): number | undefined {
  const digits = value?.replace(/[€,\s]/g, '');
  return digits && /^\d+$/.test(digits) ? Number(digits) : undefined;
}

export const wholeNumber =
  (
    min: number,
    max: number,
    message = `Please enter a whole number from ${min} to ${max}`,
  ): Validator<string | undefined> =>
  (value) => {
    if (!value) return undefined;
    const number = readWholeNumber(value);
    return number === undefined || number < min || number > max ? message : undefined;
  };
