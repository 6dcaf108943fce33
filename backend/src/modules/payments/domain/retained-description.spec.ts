import { retainedDescription } from './retained-description';

describe('retainedDescription', () => {
  it('drops the car and its registration, keeping what was paid for', () => {
    expect(
      retainedDescription(
        'Comprehensive car insurance, 2019 Toyota Corolla 1.8 Hybrid (191-D-12345): annual premium',
      ),
    ).toBe('Comprehensive car insurance: annual premium');
    expect(
      retainedDescription('Third party car insurance renewal, 2015 Ford Fiesta (151-KY-9): annual premium'),
    ).toBe('Third party car insurance renewal: annual premium');
    expect(
      retainedDescription(
        'Comprehensive car insurance, 2019 Toyota Corolla: deposit (then monthly Direct Debit)',
      ),
    ).toBe('Comprehensive car insurance: deposit (then monthly Direct Debit)');
    expect(
      retainedDescription('Car insurance policy IVY-P-4HXM9R2C, change from 2027-05-15: additional premium'),
    ).toBe('Car insurance policy IVY-P-4HXM9R2C: additional premium');
  });

  it('keeps only the words before any car for a description of another shape', () => {
    expect(retainedDescription('Car insurance, 191-D-12345')).toBe('Car insurance');
    expect(retainedDescription('Car insurance')).toBe('Car insurance');
  });
});
