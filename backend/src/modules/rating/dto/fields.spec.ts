import { dateProblem } from './fields';

describe('a date up to some years ahead', () => {
  const today = { year: 2028, month: 2, day: 29 };

  it('takes today up to the same day two years on, where 29 February becomes 1 March', () => {
    expect(dateProblem('2028-02-29', { maxYearsAhead: 2 }, today)).toBeUndefined();
    expect(dateProblem('2030-03-01', { maxYearsAhead: 2 }, today)).toBeUndefined();
    expect(dateProblem('2030-03-02', { maxYearsAhead: 2 }, today)).toBe('Must be within 2 years from today');
  });

  it('refuses the past and a date that does not exist', () => {
    expect(dateProblem('2028-02-28', { maxYearsAhead: 2 }, today)).toBe('Cannot be in the past');
    expect(dateProblem('2029-02-29', { maxYearsAhead: 2 }, today)).toBe(
      'Must be a real date written YYYY-MM-DD',
    );
  });
});
