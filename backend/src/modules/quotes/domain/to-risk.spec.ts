import { priceQuote } from '../../rating/domain/evaluate';
import { BUILT_IN_RATING_TABLES } from '../../rating/domain/tables';
import { completeAnswers, yearsAgo } from '../quote-journey.fixture';
import { toRisk } from './to-risk';

const [table] = BUILT_IN_RATING_TABLES;
const NOW = new Date();

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [key, ...keysOf(child)]);
}

describe('toRisk', () => {
  it('rates what the answers say: area, car, occupation class, driving history and cover', () => {
    const answers = completeAnswers(NOW);
    const risk = toRisk(answers);
    expect(risk).toEqual({
      proposer: {
        dateOfBirth: answers.your_details.dateOfBirth,
        licenceType: 'full_irish',
        licenceYears: 10,
        penaltyPoints: 0,
        claims: [],
        convictions: [],
        ncbYears: 5,
        occupationClass: 1,
        businessTypeKnown: true,
      },
      vehicle: {
        group: answers.your_car.vehicle.vehicleGroup,
        valueCents: answers.your_car.valueCents,
        year: 2019,
        modified: { performance: false, cosmetic: false },
      },
      area: 'Commuter Belt',
      usage: 'commuting',
      annualMileageKm: 12_000,
      overnightLocation: 'driveway',
      additionalDrivers: [],
      cover: { type: 'comprehensive', voluntaryExcessCents: 25_000, addOns: ['breakdown_assistance'] },
      startDate: answers.cover.startDate,
    });
    expect(priceQuote(risk, table, NOW).outcome).toBe('quoted');
  });

  it('never passes on the gender, names or contact details', () => {
    const answers = completeAnswers(NOW);
    answers.additional_drivers.drivers.push({
      firstName: 'Seán',
      lastName: 'Byrne',
      dateOfBirth: yearsAgo(33, 0, NOW),
      relationship: 'spouse_or_partner',
      licenceType: 'full_irish',
      licenceYears: 12,
      driverNumber: '987654321',
      penaltyPoints: 0,
      claims: [{ date: yearsAgo(1, 0, NOW), fault: false, type: 'windscreen' }],
      convictions: [],
    });
    const risk = toRisk(answers);
    const keys = keysOf(risk);
    for (const personal of [
      'gender',
      'title',
      'firstName',
      'lastName',
      'email',
      'phone',
      'driverNumber',
      'address',
    ]) {
      expect(keys).not.toContain(personal);
    }
    expect(JSON.stringify(risk)).not.toMatch(/Aoife|Seán|Byrne|example\.ie|\+353|windscreen/);
  });

  it('prices a woman and a man with the same answers the same', () => {
    const woman = completeAnswers(NOW);
    const man = completeAnswers(NOW);
    man.your_details.gender = 'M';
    man.your_details.title = 'Mr';
    expect(priceQuote(toRisk(man), table, NOW)).toEqual(priceQuote(toRisk(woman), table, NOW));
  });

  it('lets the evaluator decline a learner with nobody to accompany her, saying why', () => {
    const answers = completeAnswers(NOW);
    answers.your_driving_history.licenceType = 'learner_permit';
    answers.your_driving_history.licenceYears = 0;
    const result = priceQuote(toRisk(answers), table, NOW);
    expect(result.outcome).toBe('declined');
    expect(result.outcome === 'declined' && result.reasons.map((reason) => reason.code)).toEqual([
      'LEARNER_UNACCOMPANIED',
    ]);
  });

  it('gives an occupation no longer on the list no class, which the evaluator refers', () => {
    const answers = completeAnswers(NOW);
    answers.your_details.occupationCode = 'lamplighter';
    expect(toRisk(answers).proposer.occupationClass).toBe(0);
    expect(priceQuote(toRisk(answers), table, NOW).outcome).toBe('referred');
  });
});
