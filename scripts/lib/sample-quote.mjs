// One driver's answers that price without a referral, as the quote API takes them (the details that create
// the quote, then each page's PUT body): the benchmarks and the browser journeys answer the same quote.

const DAY_MS = 86_400_000;

/** @param {string} addressId one of the reference API's addresses */
export function sampleQuoteAnswers(addressId) {
  const startDate = new Date(Date.now() + 7 * DAY_MS).toISOString().slice(0, 10);
  return {
    details: {
      title: 'Ms',
      firstName: 'Aoife',
      lastName: 'Byrne',
      dateOfBirth: '1994-03-08',
      email: 'aoife.byrne@example.ie',
      phone: '087 123 4567',
      addressId,
      maritalStatus: 'single',
      employmentStatus: 'employed',
      occupationCode: 'nurse',
    },
    /** @type {[string, unknown][]} */
    pages: [
      [
        'your-car',
        {
          lookupType: 'REG',
          registration: '191-D-12345',
          isVehicleConfirmed: true,
          modifications: { performance: false, cosmetic: false },
          overnightLocation: 'driveway',
          usage: 'commuting',
          annualMileageKm: 12_000,
        },
      ],
      [
        'driving-history',
        {
          licenceType: 'full_irish',
          licenceYears: 10,
          driverNumber: '123456789',
          penaltyPoints: 0,
          convictions: [],
          ncbYears: 5,
          most_recent_insurance: [],
        },
      ],
      ['additional-drivers', { drivers: [] }],
      ['claims', { claims: [] }],
      ['cover', { type: 'comprehensive', voluntaryExcessCents: 25_000, addOns: [], startDate }],
    ],
  };
}

/**
 * The same answers for a driver on a learner permit (its expiry a year ahead), accompanied (as the rules
 * require) by a parent who has held a full licence for years. @param {[string, unknown][]} pages
 */
export function asLearner(pages) {
  const page = (/** @type {string} */ path) =>
    /** @type {Record<string, unknown>} */ (pages.find(([name]) => name === path)?.[1]);
  Object.assign(page('driving-history'), {
    licenceType: 'learner_permit',
    licenceYears: 0,
    ncbYears: 0,
    permitExpiryDate: new Date(Date.now() + 365 * DAY_MS).toISOString().slice(0, 10),
  });
  page('additional-drivers').drivers = [
    {
      firstName: 'Máire',
      lastName: 'Byrne',
      dateOfBirth: '1968-06-02',
      relationship: 'parent',
      licenceType: 'full_irish',
      licenceYears: 30,
      driverNumber: '987654321',
      penaltyPoints: 0,
      claims: [],
      convictions: [],
    },
  ];
}
