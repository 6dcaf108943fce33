import { readWholeNumber } from '../../components/validators';
import type { AddOnOption, QuoteAnswers, QuotePageBodies, QuotePageName } from '../../api/quotes';
import type {
  ClaimValues,
  ConvictionValues,
  CoverValues,
  DriverValues,
  LicenceValues,
  PreviousInsuranceValues,
  QuoteFormValues,
  YourCarValues,
} from './formValues';
import { compactDriverNumber, needsDriverNumber } from './quoteRules';
import type { VehicleLookupType } from './vehicleLookup';

/**
 * Turns a validated page of the form into what its API call sends. Validation has run, so required
 * values are present; a number typed as text becomes a number, euro become cents, and a list whose
 * question was answered No is sent empty.
 */
export interface PageContext {
  /** SPEC §3 vehicleLookupType: how the car was found. */
  vehicleLookupType: VehicleLookupType;
  /** The add-ons the chosen cover and no-claims years allow. */
  availableAddOns: readonly string[];
}

const number = (text: string | undefined) => readWholeNumber(text) ?? 0;
const cents = (euro: string | undefined) => {
  const amount = readWholeNumber(euro);
  return amount === undefined ? undefined : amount * 100;
};
const trimmed = (text: string | undefined) => (text ?? '').trim();

/** Leaves out what was not given, since the API refuses a null where a field is optional. */
function defined<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as T;
}

const listIf = <V, B>(answer: boolean | undefined, list: V[] | undefined, toBody: (item: V) => B): B[] =>
  answer === true ? (list ?? []).map(toBody) : [];

const conviction = (values: ConvictionValues) => ({ code: values.code!, date: values.date! });

const claim = (values: ClaimValues) =>
  defined({
    date: values.date!,
    fault: values.fault === true,
    type: values.type,
    amountCents: cents(values.amount),
  });

const previousInsurance = (values: PreviousInsuranceValues) =>
  defined({
    insurer: trimmed(values.insurer),
    policyNumber: trimmed(values.policyNumber) || undefined,
    expiryDate: values.expiryDate!,
    wasPolicyholder: values.wasPolicyholder === true,
  });

function licence(values: LicenceValues) {
  return defined({
    licenceType: values.licenceType!,
    licenceYears: number(values.licenceYears),
    driverNumber: needsDriverNumber(values.licenceType)
      ? compactDriverNumber(values.driverNumber ?? '')
      : undefined,
    penaltyPoints: number(values.penaltyPoints),
    convictions: listIf(values.hasConvictions, values.convictions, conviction),
  });
}

/** A named driver's answers as sent: on the quote's page of drivers, or one added to a policy. */
export const driverBody = (values: DriverValues) => ({
  ...licence(values),
  firstName: trimmed(values.firstName),
  lastName: trimmed(values.lastName),
  dateOfBirth: values.dateOfBirth!,
  relationship: values.relationship!,
  claims: listIf(values.hasClaims, values.claims, claim),
});

/** The car's answers as sent: on the quote's page, or for a new car on a policy. */
export const carBody = (car: YourCarValues, vehicleLookupType: VehicleLookupType) =>
  defined({
    lookupType: vehicleLookupType,
    registration: trimmed(car.registration),
    ...(vehicleLookupType === 'REG'
      ? {}
      : { make: car.make!, model: car.model!, year: number(car.year), engine: car.engine! }),
    isVehicleConfirmed: car.isVehicleConfirmed,
    valueCents: cents(car.value),
    modifications: {
      performance: car.modifications?.performance === true,
      cosmetic: car.modifications?.cosmetic === true,
    },
    overnightLocation: car.overnightLocation!,
    usage: car.usage!,
    annualMileageKm: number(car.annualMileage),
  });

type Builders = {
  [P in QuotePageName]: (values: QuoteFormValues, context: PageContext) => QuotePageBodies[P];
};

const builders: Builders = {
  your_details: ({ your_details: details }) =>
    defined({
      title: details.title,
      gender: details.gender,
      firstName: trimmed(details.firstName),
      lastName: trimmed(details.lastName),
      dateOfBirth: details.dateOfBirth!,
      email: trimmed(details.email),
      phone: trimmed(details.phone),
      addressId: details.address!.id,
      maritalStatus: details.maritalStatus!,
      employmentStatus: details.employmentStatus!,
      occupationCode: details.occupation!.code,
      businessTypeCode: details.businessTypeText ? details.businessType?.code : undefined,
    }),
  your_car: ({ your_car: car }, { vehicleLookupType }) => carBody(car, vehicleLookupType),
  your_driving_history: ({ your_driving_history: history }) => ({
    ...licence(history),
    ncbYears: number(history.ncbYears),
    most_recent_insurance: listIf(
      history.hasPreviousInsurance,
      history.most_recent_insurance,
      previousInsurance,
    ),
  }),
  claims: (values) => ({ claims: listIf(values.hasClaims, values.claims, claim) }),
  additional_drivers: (values) => ({
    drivers: listIf(values.hasAdditionalDrivers, values.additional_drivers, driverBody),
  }),
  cover: ({ cover }, { availableAddOns }) => ({
    type: cover.type!,
    voluntaryExcessCents: number(cover.voluntaryExcess),
    addOns: (cover.addOns ?? []).filter((addOn) => availableAddOns.includes(addOn)),
    startDate: cover.startDate!,
  }),
};

export function pageBody<P extends QuotePageName>(
  page: P,
  values: QuoteFormValues,
  context: PageContext,
): QuotePageBodies[P] {
  return builders[page](values, context);
}

/** Add-ons offered with this cover type and this many no-claims years (SPEC options `addOns`). */
export function availableAddOns(
  addOns: readonly AddOnOption[],
  coverType: CoverValues['type'],
  ncbYears: number,
): AddOnOption[] {
  return addOns.filter(
    (addOn) =>
      (addOn.coverTypes === undefined || (coverType !== undefined && addOn.coverTypes.includes(coverType))) &&
      (addOn.minNcbYears === undefined || ncbYears >= addOn.minNcbYears),
  );
}

/** Whether everything sent already stands in the saved answers (which hold more: what the server found). */
function within(sent: unknown, saved: unknown): boolean {
  if (Array.isArray(sent)) {
    return (
      Array.isArray(saved) && sent.length === saved.length && sent.every((item, i) => within(item, saved[i]))
    );
  }
  if (typeof sent === 'object' && sent !== null) {
    if (typeof saved !== 'object' || saved === null) return false;
    return Object.entries(sent).every(([key, value]) =>
      within(value, (saved as Record<string, unknown>)[key]),
    );
  }
  return sent === saved;
}

/**
 * Whether sending this page would change the saved quote. Saving a page takes a priced quote back to
 * started, so a page walked through unchanged is not sent again and the price stands.
 */
export function pageChanged<P extends QuotePageName>(
  page: P,
  body: QuotePageBodies[P],
  answers: QuoteAnswers | undefined,
): boolean {
  return !within(body, answers?.[page]);
}
