import { Risk } from '../domain/risk';

/**
 * Realistic example risks relative to a given day: the reference cases for tests and for seeding
 * demo quotes. Each call builds fresh objects, so callers may change them freely.
 */
export type SampleRiskName =
  'experiencedRural' | 'learnerWithParent' | 'youngDublinCommuter' | 'retiredCouple';

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

function yearsBefore(now: Date, years: number, days = 0): string {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return isoDay(date);
}

export function sampleRisks(now: Date): Record<SampleRiskName, Risk> {
  const startDate = isoDay(new Date(now.getTime() + 7 * 86_400_000));
  return {
    experiencedRural: {
      proposer: {
        dateOfBirth: yearsBefore(now, 35, 40),
        licenceType: 'full_irish',
        licenceYears: 17,
        ncbYears: 5,
        occupationClass: 2,
        ...noHistory(),
      },
      vehicle: {
        group: 16,
        valueCents: 1_950_000,
        year: now.getUTCFullYear() - 5,
        modified: noModifications(),
      },
      area: 'Rural',
      usage: 'commuting',
      annualMileageKm: 15_000,
      overnightLocation: 'driveway',
      additionalDrivers: [],
      cover: { type: 'comprehensive', voluntaryExcessCents: 0, addOns: [] },
      startDate,
    },
    learnerWithParent: {
      proposer: {
        dateOfBirth: yearsBefore(now, 17, 60),
        licenceType: 'learner_permit',
        licenceYears: 0,
        ncbYears: 0,
        occupationClass: 3,
        ...noHistory(),
      },
      vehicle: {
        group: 4,
        valueCents: 750_000,
        year: now.getUTCFullYear() - 10,
        modified: noModifications(),
      },
      area: 'Urban Other',
      usage: 'social_domestic_pleasure',
      annualMileageKm: 8_000,
      overnightLocation: 'driveway',
      additionalDrivers: [
        {
          dateOfBirth: yearsBefore(now, 47, 100),
          licenceType: 'full_irish',
          licenceYears: 28,
          relationship: 'parent',
          ...noHistory(),
        },
      ],
      cover: { type: 'comprehensive', voluntaryExcessCents: 0, addOns: [] },
      startDate,
    },
    youngDublinCommuter: {
      proposer: {
        dateOfBirth: yearsBefore(now, 23, 10),
        licenceType: 'full_irish',
        licenceYears: 4,
        ncbYears: 2,
        occupationClass: 2,
        ...noHistory(),
      },
      vehicle: {
        group: 9,
        valueCents: 1_400_000,
        year: now.getUTCFullYear() - 4,
        modified: noModifications(),
      },
      area: 'Dublin City',
      usage: 'commuting',
      annualMileageKm: 12_000,
      overnightLocation: 'street',
      additionalDrivers: [],
      cover: { type: 'comprehensive', voluntaryExcessCents: 25_000, addOns: ['breakdown_assistance'] },
      startDate,
    },
    retiredCouple: {
      proposer: {
        dateOfBirth: yearsBefore(now, 66, 200),
        licenceType: 'full_irish',
        licenceYears: 45,
        ncbYears: 9,
        occupationClass: 1,
        ...noHistory(),
      },
      vehicle: {
        group: 14,
        valueCents: 2_400_000,
        year: now.getUTCFullYear() - 3,
        modified: noModifications(),
      },
      area: 'Commuter Belt',
      usage: 'social_domestic_pleasure',
      annualMileageKm: 9_000,
      overnightLocation: 'garage',
      additionalDrivers: [
        {
          dateOfBirth: yearsBefore(now, 64, 30),
          licenceType: 'full_irish',
          licenceYears: 42,
          relationship: 'spouse_or_partner',
          ...noHistory(),
        },
      ],
      cover: { type: 'comprehensive', voluntaryExcessCents: 50_000, addOns: ['windscreen', 'protected_ncb'] },
      startDate,
    },
  };
}

function noHistory(): { claims: []; penaltyPoints: number; convictions: [] } {
  return { claims: [], penaltyPoints: 0, convictions: [] };
}

function noModifications(): { performance: boolean; cosmetic: boolean } {
  return { performance: false, cosmetic: false };
}
