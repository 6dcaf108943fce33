import fc from 'fast-check';
import { containsPattern, escapeRegExp } from './escape-regexp';

describe('escapeRegExp', () => {
  it('makes every special character literal', () => {
    expect(escapeRegExp('a.b*c(d)[e]{f}|g^h$i+j?k\\l/m-n')).toBe(
      'a\\.b\\*c\\(d\\)\\[e\\]\\{f\\}\\|g\\^h\\$i\\+j\\?k\\\\l\\/m\\-n',
    );
    expect(new RegExp(escapeRegExp('.*')).test('anything')).toBe(false);
  });

  it('matches any input literally and only itself', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (needle, hay) => {
        const re = new RegExp(escapeRegExp(needle));
        expect(re.test(`${hay}${needle}${hay}`)).toBe(true);
        expect(re.test(hay)).toBe(hay.includes(needle));
      }),
    );
  });

  it('builds a trimmed, case-insensitive contains pattern', () => {
    expect(containsPattern('  AOIFE ').test('aoife@example.ie')).toBe(true);
    expect(containsPattern('a+b').test('aab')).toBe(false);
  });
});
