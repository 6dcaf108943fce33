import { formatIrishPhone } from './formats';

describe('formatIrishPhone', () => {
  it.each([
    ['+353861239876', '086 123 9876'],
    ['+35312345678', '012345678'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
  ])('shows %j as %j', (kept, shown) => {
    expect(formatIrishPhone(kept)).toBe(shown);
  });
});
