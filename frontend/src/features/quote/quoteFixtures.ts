import type { Quote, QuoteAnswers, QuoteOptions } from '../../api/quotes';

/** A complete quote's answers as the server stores them (the backend's sample journey). */
export const ANSWERS: Required<QuoteAnswers> = {
  your_details: {
    title: 'Ms',
    gender: 'F',
    firstName: 'Aoife',
    lastName: 'Byrne',
    dateOfBirth: '1994-03-08',
    email: 'aoife.byrne@example.ie',
    phone: '+353871234567',
    addressId: 'ie1.naas',
    address: {
      id: 'ie1.naas',
      line1: '12 Main Street',
      town: 'Naas',
      county: 'Kildare',
      eircode: 'W91 0DPR',
      routingKey: 'W91',
      area: 'Commuter Belt',
    },
    maritalStatus: 'single',
    employmentStatus: 'employed',
    occupationCode: 'nurse',
    occupation: { code: 'nurse', title: 'Nurse' },
    businessTypeCode: 'health-service',
    businessType: { code: 'health-service', name: 'Health Service' },
  },
  your_car: {
    lookupType: 'REG',
    registration: '191-D-12345',
    isVehicleConfirmed: true,
    valueCents: 1_150_000,
    modifications: { performance: false, cosmetic: true },
    overnightLocation: 'driveway',
    usage: 'commuting',
    annualMileageKm: 12_000,
    vehicle: {
      id: 'toyota-prius-1-8-hybrid-2019',
      make: 'Toyota',
      model: 'Prius',
      engine: '1.8 Hybrid',
      year: 2019,
      engineCc: 1798,
      fuel: 'hybrid',
      body: 'hatchback',
      transmission: 'automatic',
      valueEstimateCents: 1_150_000,
      vehicleGroup: 16,
    },
  },
  your_driving_history: {
    licenceType: 'full_irish',
    licenceYears: 10,
    driverNumber: '123456789',
    penaltyPoints: 0,
    convictions: [],
    ncbYears: 5,
    most_recent_insurance: [{ insurer: 'Liffey Insurance', expiryDate: '2026-04-30', wasPolicyholder: true }],
  },
  claims: { claims: [{ date: '2024-05-14', fault: false, type: 'accident', amountCents: 120_000 }] },
  additional_drivers: {
    drivers: [
      {
        firstName: 'Mary',
        lastName: 'Byrne',
        dateOfBirth: '1965-02-02',
        relationship: 'parent',
        licenceType: 'full_irish',
        licenceYears: 30,
        driverNumber: '987654321',
        penaltyPoints: 2,
        convictions: [{ code: 'SPEEDING', date: '2023-01-10' }],
        claims: [],
      },
    ],
  },
  cover: {
    type: 'comprehensive',
    voluntaryExcessCents: 25_000,
    addOns: ['breakdown_assistance'],
    startDate: '2026-12-01',
  },
};

export function quoteWith(overrides: Partial<Quote> = {}): Quote {
  return {
    _id: '65a1b2c3d4e5f60718293a4b',
    webReference: 'IVY-7K3M-Q9TX',
    status: 'started',
    source: 'web',
    answers: ANSWERS,
    missingPages: [],
    isExpired: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const option = (value: string, label: string) => ({ value, label });

/** The options the API answers, cut down to what the tests read. */
export const OPTIONS: QuoteOptions = {
  ok: true,
  message: 'OK',
  errors: {},
  tableVersion: '2025.1',
  titles: [option('Ms', 'Ms')],
  genders: [option('F', 'Female')],
  maritalStatuses: [option('single', 'Single')],
  employmentStatuses: [option('employed', 'Employed')],
  licenceTypes: [
    option('full_irish', 'Full Irish licence'),
    option('full_eu', 'Full EU licence'),
    option('full_uk', 'Full UK licence'),
    option('learner_permit', 'Learner permit'),
  ],
  coverTypes: [option('comprehensive', 'Comprehensive'), option('third_party_only', 'Third party only')],
  usages: [option('commuting', 'Social use and commuting')],
  overnightLocations: [option('driveway', 'Kept on a driveway overnight')],
  relationships: [option('parent', 'Parent')],
  convictions: [option('SPEEDING', 'Speeding')],
  claimTypes: [option('accident', 'Accident')],
  addOns: [
    { value: 'breakdown_assistance', label: 'Breakdown assistance', priceCents: 3900 },
    { value: 'windscreen', label: 'Windscreen cover', priceCents: 2500, coverTypes: ['comprehensive'] },
    { value: 'protected_ncb', label: 'Protected no-claims bonus', rate: 0.1, minNcbYears: 3 },
  ],
  voluntaryExcessCents: [0, 25_000, 50_000],
  maxStartDaysAhead: 30,
  learner: { accompanyingLicenceTypes: ['full_irish', 'full_eu', 'full_uk'], minAccompanyingLicenceYears: 2 },
  paymentOptions: [option('annual', 'Pay in full'), option('monthly', 'Pay monthly')],
  monthly: { depositRate: 0.15, instalments: 9, aprPercent: 15.1 },
};
