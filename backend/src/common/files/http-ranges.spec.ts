import { matchesEntityTag, requestedRange } from './http-ranges';

describe('requestedRange', () => {
  it.each([
    ['bytes=0-4', { start: 0, end: 4 }],
    ['bytes=6-', { start: 6, end: 10 }],
    ['bytes=-3', { start: 8, end: 10 }],
    ['bytes=-50', { start: 0, end: 10 }],
    ['bytes=5-500', { start: 5, end: 10 }],
  ])('reads %s of an 11-byte file', (header, range) => {
    expect(requestedRange(header, 11)).toEqual(range);
  });

  it.each([undefined, '', 'items=0-1', 'bytes=0-1,4-5', 'bytes=5-2', 'bytes=-', 'bytes=a-b'])(
    'sends the whole file for %p',
    (header) => {
      expect(requestedRange(header, 11)).toBeUndefined();
    },
  );

  it('refuses a range past the end, or an empty suffix', () => {
    expect(requestedRange('bytes=11-', 11)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 11)).toBe('unsatisfiable');
    expect(requestedRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});

describe('matchesEntityTag', () => {
  it('compares weakly, in a list, and takes *', () => {
    expect(matchesEntityTag('"abc"', '"abc"')).toBe(true);
    expect(matchesEntityTag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEntityTag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEntityTag('*', '"abc"')).toBe(true);
    expect(matchesEntityTag('"abd"', '"abc"')).toBe(false);
    expect(matchesEntityTag(undefined, '"abc"')).toBe(false);
  });
});
