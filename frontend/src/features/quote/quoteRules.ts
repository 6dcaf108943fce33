import { getIn } from 'final-form';
import type { QuoteOptions } from '../../api/quotes';
import {
  addressFromList,
  composeValidators,
  isoDay,
  readWholeNumber,
  notInPast,
  enter,
  enterPastDate,
  type Validator,
} from '../../components/validators';
import { addressLabel, type DriverValues, type QuoteFormValues } from './formValues';
import { plural } from '../../language/plural';

/**
 * The quote form's own field rules, beyond SPEC §5's shared validators. Each mirrors the server's check
 * and wording (backend quotes/dto), so a driver hears about a problem beside the field, before sending.
 */
type Text = string | undefined;

export const MIN_DRIVER_AGE = 17;
export const UNDER_AGE_MESSAGE = `Every driver must be ${MIN_DRIVER_AGE} or over to be insured on a car`;
export const NAME_MESSAGE = 'Please use letters, spaces, apostrophes and hyphens only';
export const PHONE_MESSAGE = 'Please enter an Irish phone number, for example 087 123 4567';
export const DRIVER_NUMBER_MESSAGE =
  'Please enter the 9-digit driver number at 4d on your licence or learner permit';
export const OCCUPATION_MESSAGE = 'Please choose an occupation from the list';
export const BUSINESS_TYPE_MESSAGE = 'Please choose a type of business from the list';
export const CAR_NOT_CONFIRMED_MESSAGE = 'Please confirm these are the details of your car';

/** Licences with an Irish driver number (field 4d), which the insurer checks penalty points against. */
export const IRISH_LICENCE_TYPES: readonly string[] = ['full_irish', 'learner_permit'];
export const needsDriverNumber = (licenceType: string | undefined) =>
  IRISH_LICENCE_TYPES.includes(licenceType ?? '');

/** The active rating table's rule for learners, as the options API answers it. */
export type LearnerRule = QuoteOptions['learner'];

/** 'Full Irish licence', 'Full EU licence' -> 'a full Irish or EU licence'; other labels are listed as they are. */
function licencePhrase(labels: string[]): string {
  const kinds = labels.map((label) => /^Full (.+) licence$/.exec(label)?.[1]);
  const join = (words: string[]) =>
    words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}` : words.join('');
  if (kinds.every((kind): kind is string => kind !== undefined)) return `a full ${join(kinds)} licence`;
  return join(labels.map((label) => label.toLowerCase()));
}

/** The rule in words, warned about before pricing; the server's decline stays the authority. */
export function learnerRuleMessage(rule: LearnerRule, licenceTypes: QuoteOptions['licenceTypes']): string {
  const labels = rule.accompanyingLicenceTypes.map(
    (type) => licenceTypes.find((option) => option.value === type)?.label ?? type,
  );
  return (
    `As a learner you must always be accompanied by someone who has held ${licencePhrase(labels)} ` +
    `for at least ${plural(rule.minAccompanyingLicenceYears, 'year')}. Please add them as a driver.`
  );
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** Whole years from a 'YYYY-MM-DD' birthday to `today`. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  const hadBirthday =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
}

const pattern =
  (regex: RegExp, message: string): Validator<Text> =>
  (value) =>
    value && !regex.test(value.trim()) ? message : undefined;

export const personName = pattern(/^\p{L}[\p{L}\p{M}'’ .-]{0,49}$/u, NAME_MESSAGE);
/** A name box, named when it is empty: `requiredName('your first name')`. */
export const requiredName = (what: string) => composeValidators<Text>(enter(what), personName);

/** '087 123 4567', '(01) 234-5678', '+353 87 1234567' and '00353...' are all Irish numbers. */
export const irishPhone: Validator<Text> = (value) =>
  value && !/^(?:\+353|00353|0)[1-9]\d{6,8}$/.test(value.replace(/[\s\-().]/g, '').replace(/^\+3530/, '+353'))
    ? PHONE_MESSAGE
    : undefined;

export const compactDriverNumber = (value: string) => value.replace(/[\s-]/g, '');
export const driverNumber: Validator<Text> = (value) =>
  value && !/^\d{9}$/.test(compactDriverNumber(value)) ? DRIVER_NUMBER_MESSAGE : undefined;

export const atLeastDriverAge =
  (message = UNDER_AGE_MESSAGE): Validator<Text> =>
  (value) =>
    value && /^\d{4}-\d{2}-\d{2}$/.test(value) && ageOn(value, new Date()) < MIN_DRIVER_AGE
      ? message
      : undefined;

/** The cover may start from today up to `maxDaysAhead` days ahead. */
export const startWithin =
  (maxDaysAhead: number): Validator<Text> =>
  (value) =>
    value && value > isoDay(addDays(new Date(), maxDaysAhead))
      ? `Please choose a start date within the next ${plural(maxDaysAhead, 'day')}`
      : undefined;

/**
 * Text typed into a search is accepted only as the label of the option chosen from its results (the
 * choice is kept at `chosenPath`); anything else gets the list rule's message.
 */
export function typedChoice<T>(
  chosenPath: string,
  label: (chosen: T) => string,
  fromList: (options: readonly string[]) => Validator<Text>,
): Validator<Text> {
  return (value, allValues) => {
    const chosen = getIn(allValues ?? {}, chosenPath) as T | undefined;
    return fromList(chosen ? [label(chosen)] : [])(value);
  };
}

export const choiceFromList =
  (message: string) =>
  (options: readonly string[]): Validator<Text> =>
  (value) =>
    value && !options.includes(value) ? message : undefined;

/** The address typed and chosen from the list kept at `chosenPath`. */
export const requiredAddressAt = (chosenPath: string) =>
  composeValidators(enter('your home address'), typedChoice(chosenPath, addressLabel, addressFromList));
export const requiredRegistration = enter('the car’s registration number');
/** `whose` names the driver in the message: 'your', 'the driver’s'. */
export const requiredDateOfBirth = (whose: string) =>
  composeValidators<Text>(enterPastDate(`${whose} date of birth`), atLeastDriverAge());
export const requiredStartDate = (maxDaysAhead: number) =>
  composeValidators<Text>(enter('the date your cover starts'), notInPast, startWithin(maxDaysAhead));

/** A learner permit runs for two years at most: its expiry, and a test taken on it, fall within them. */
export const LEARNER_PERMIT_YEARS = 2;

/** The last day `years` ahead of `today` (29 February on goes to 1 March, as the server counts it). */
export function yearsAhead(today: Date, years: number): Date {
  return new Date(today.getFullYear() + years, today.getMonth(), today.getDate());
}

const withinPermitYears: Validator<Text> = (value) =>
  value && value > isoDay(yearsAhead(new Date(), LEARNER_PERMIT_YEARS))
    ? `Please choose a date within ${plural(LEARNER_PERMIT_YEARS, 'year')} from today`
    : undefined;

export const requiredPermitExpiry = composeValidators<Text>(
  enter('the date your learner permit expires'),
  notInPast,
  withinPermitYears,
);
/** The test date is optional: only a date given is checked. */
export const bookedTestDate = composeValidators<Text>(notInPast, withinPermitYears);

/** Whether this driver may accompany a learner (in the demo table: a full Irish, EU or UK licence, 2+ years). */
export function canAccompanyLearner(driver: DriverValues, rule: LearnerRule): boolean {
  return (
    (rule.accompanyingLicenceTypes as string[]).includes(driver.licenceType ?? '') &&
    (readWholeNumber(driver.licenceYears) ?? 0) >= rule.minAccompanyingLicenceYears
  );
}

export const LEARNER_LICENCE = 'learner_permit';

export function isLearner(values: Pick<QuoteFormValues, 'your_driving_history'>): boolean {
  return values.your_driving_history.licenceType === LEARNER_LICENCE;
}

/** A learner with no accompanying driver named gets the rule, not a decline after six pages. */
export function learnerAccompanied(rule: LearnerRule, message: string): Validator {
  return (_value, allValues) => {
    const values = allValues as QuoteFormValues | undefined;
    if (!values || !isLearner(values)) return undefined;
    const named = values.hasAdditionalDrivers === true ? values.additional_drivers : [];
    return named.some((driver) => canAccompanyLearner(driver, rule)) ? undefined : message;
  };
}

export const mustConfirmCar: Validator<boolean | undefined> = (value) =>
  value === true ? undefined : CAR_NOT_CONFIRMED_MESSAGE;
