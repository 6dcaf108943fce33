import { addDays, dublinIsoDate } from '../../common/time/dates';
import { getAddress, searchAddresses } from '../reference-data/domain/address-lookup';
import { getBusinessType, getOccupation } from '../reference-data/domain/occupation-lookup';
import { lookupByRegistration } from '../reference-data/domain/vehicle-lookup';
import type { CompleteAnswers } from './quote.views';

/** A complete, quotable journey: a 30-year-old nurse in Naas with a 2019 car and five years' NCB. */
export const yearsAgo = (years: number, days = 0, now = new Date()): string => {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return dublinIsoDate(addDays(date, -days));
};

export const daysAhead = (days: number, now = new Date()): string => dublinIsoDate(addDays(now, days));

export const NAAS_ADDRESS_ID = searchAddresses('12 Main Street Naas')[0].id;

export function journeyPages(now = new Date()) {
  return {
    your_details: {
      title: 'Ms',
      firstName: 'Aoife',
      lastName: 'Byrne',
      dateOfBirth: yearsAgo(30, 40, now),
      email: 'aoife.byrne@example.ie',
      phone: '087 123 4567',
      addressId: NAAS_ADDRESS_ID,
      maritalStatus: 'single',
      employmentStatus: 'employed',
      occupationCode: 'nurse',
      businessTypeCode: 'health-service',
    },
    your_car: {
      lookupType: 'REG',
      registration: '191-D-12345',
      isVehicleConfirmed: true,
      modifications: { performance: false, cosmetic: false },
      overnightLocation: 'driveway',
      usage: 'commuting',
      annualMileageKm: 12_000,
    },
    your_driving_history: {
      licenceType: 'full_irish',
      licenceYears: 10,
      driverNumber: '123 456 789',
      penaltyPoints: 0,
      convictions: [],
      ncbYears: 5,
      most_recent_insurance: [
        { insurer: 'Liffey Insurance', expiryDate: daysAhead(6, now), wasPolicyholder: true },
      ],
    },
    additional_drivers: { drivers: [] as object[] },
    claims: { claims: [] as object[] },
    cover: {
      type: 'comprehensive',
      voluntaryExcessCents: 25_000,
      addOns: ['breakdown_assistance'],
      startDate: daysAhead(7, now),
    },
  };
}

/** The same journey as stored, with what the server resolves from the ids. */
export function completeAnswers(now = new Date()): CompleteAnswers {
  const pages = journeyPages(now);
  const lookup = lookupByRegistration(pages.your_car.registration, now);
  if (!lookup.ok) throw new Error(lookup.reason);
  const occupation = getOccupation('nurse')!;
  return structuredClone({
    ...pages,
    your_details: {
      ...pages.your_details,
      phone: '+353871234567',
      gender: 'F',
      address: getAddress(NAAS_ADDRESS_ID)!,
      occupation: { code: occupation.code, title: occupation.title },
      businessType: getBusinessType('health-service'),
    },
    your_car: {
      ...pages.your_car,
      registration: lookup.registration,
      vehicle: lookup.vehicle,
      valueCents: lookup.vehicle.valueEstimateCents,
    },
    your_driving_history: { ...pages.your_driving_history, driverNumber: '123456789' },
  }) as CompleteAnswers;
}
