import fc from 'fast-check';
import { variantWidths } from './variant-widths';

describe('variantWidths', () => {
  it.each([
    [4000, [320, 640, 960, 1280, 1920]],
    [1920, [320, 640, 960, 1280, 1920]],
    [1000, [320, 640, 960, 1000]],
    [640, [320, 640]],
    [200, [200]],
    [1, [1]],
  ])('makes the standard widths below %i px and the image itself', (width, expected) => {
    expect(variantWidths(width)).toEqual(expected);
  });

  it('never enlarges, never repeats a width, and goes up in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (width) => {
        const widths = variantWidths(width);
        expect(Math.max(...widths)).toBeLessThanOrEqual(width);
        expect(new Set(widths).size).toBe(widths.length);
        expect([...widths].sort((a, b) => a - b)).toEqual(widths);
      }),
    );
  });
});
