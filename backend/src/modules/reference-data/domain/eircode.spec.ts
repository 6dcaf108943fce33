import { areaForRoutingKey, normaliseEircode, parseEircode } from './eircode';

describe('Eircodes', () => {
  it.each([
    ['D02 XK52', 'D02 XK52'],
    ['d02xk52', 'D02 XK52'],
    ['  d02   xk52 ', 'D02 XK52'],
    ['D6W 1234', 'D6W 1234'],
    ['A65F4E2', 'A65 F4E2'],
    ['T12 Y0AA', 'T12 Y0AA'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normaliseEircode(input)).toBe(expected);
  });

  it.each([
    'D02 XK5',
    'D02 XK523',
    'D2 XK52',
    'B12 XK52',
    'D02 XB52',
    'D02 XO52',
    'DW6 1234',
    '',
    'D02-XK52',
  ])('rejects the shape of %j', (input) => {
    expect(normaliseEircode(input)).toBeUndefined();
    expect(parseEircode(input)).toEqual({ ok: false, reason: expect.stringMatching(/valid Eircode/) });
  });

  it('knows which routing keys exist', () => {
    expect(parseEircode('w91 x2k4')).toEqual({
      ok: true,
      eircode: 'W91 X2K4',
      routingKey: 'W91',
      uniqueIdentifier: 'X2K4',
    });
    expect(parseEircode('A11 1234')).toEqual({
      ok: false,
      reason: expect.stringMatching(/A11 is not an Eircode routing key/),
    });
  });

  it.each([
    ['D02', 'Dublin City'],
    ['d6w', 'Dublin City'],
    ['A94', 'Dublin County'],
    ['T12', 'Cork City'],
    ['H91', 'Other City'],
    ['W91', 'Commuter Belt'],
    ['F91', 'Urban Other'],
    ['H71', 'Rural'],
  ])('rates %s as %s', (key, area) => {
    expect(areaForRoutingKey(key)).toBe(area);
  });

  it('has no area for an unknown key', () => {
    expect(areaForRoutingKey('Z99')).toBeUndefined();
  });
});
