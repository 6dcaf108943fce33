import type { RatingTableDetail, RatingTableSummary, SampleRisk, SandboxAnswer } from '#src/api/rating';

export function version(name: string, more: Partial<RatingTableSummary> = {}): RatingTableSummary {
  return {
    _id: `id-${name}`,
    version: name,
    effectiveFrom: '2025-01-01',
    status: 'inactive',
    uploadedBy: { type: 'user', id: 'u1', label: 'pricing@example.ie' },
    builtIn: false,
    createdAt: '2026-01-15T10:30:00.000Z',
    ...more,
  };
}

export const ACTIVE = version('2025.1', {
  status: 'active',
  builtIn: true,
  activatedAt: '2026-01-01T00:00:00.000Z',
});
export const PREVIOUS = version('2024.2', {
  activatedAt: '2025-06-01T00:00:00.000Z',
  deactivatedAt: '2026-01-01T00:00:00.000Z',
});
export const DRAFT = version('2026.1');

export const ACTIVE_DETAIL: RatingTableDetail = {
  ...ACTIVE,
  table: {
    version: '2025.1',
    effectiveFrom: '2025-01-01',
    underwriter: 'Emerald Insurance DAC',
    factors: { age: [{ upTo: 24, factor: 1.3 }, { factor: 1 }], usage: { commuting: 1, business: 1.15 } },
  },
};

const RURAL: SampleRisk = {
  name: 'experiencedRural',
  risk: {
    proposer: {
      dateOfBirth: '1990-04-21',
      licenceType: 'full_irish',
      licenceYears: 17,
      ncbYears: 5,
      occupationClass: 2,
      penaltyPoints: 0,
      claims: [],
      convictions: [],
    },
    vehicle: {
      group: 10,
      valueCents: 1_500_000,
      year: 2019,
      modified: { performance: false, cosmetic: false },
    },
    area: 'Rural',
    usage: 'commuting',
    annualMileageKm: 12_000,
    overnightLocation: 'driveway',
    additionalDrivers: [],
    cover: { type: 'comprehensive', voluntaryExcessCents: 25_000, addOns: [] },
    startDate: '2026-12-01',
  },
};

export const SAMPLES: SampleRisk[] = [
  RURAL,
  { name: 'youngDublinCommuter', risk: { ...RURAL.risk, area: 'Dublin City' } },
];

export function priced(table: RatingTableSummary, totalCents: number): SandboxAnswer {
  return {
    ok: true,
    message: 'OK',
    errors: {},
    ratingTable: table,
    result: {
      outcome: 'quoted',
      tableVersion: table.version,
      breakdown: {
        basePremiumCents: totalCents,
        lines: [],
        subtotalCents: totalCents,
        levyCents: 0,
        totalCents,
      },
      underwriter: 'Emerald Insurance DAC',
    },
  };
}
