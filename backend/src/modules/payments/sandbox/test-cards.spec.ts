import { sandboxOutcome } from './test-cards';

describe('sandbox test cards', () => {
  it.each([
    ['4242424242424242', 'succeed'],
    ['4000000000000002', 'decline'],
    ['4000000000003220', 'challenge'],
    ['5555555555554444', 'succeed'],
  ])('%s → %s', (digits, outcome) => expect(sandboxOutcome(digits)).toBe(outcome));
});
