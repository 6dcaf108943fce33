import { passwordProblems } from './password-policy';

describe('passwordProblems', () => {
  it.each([
    ['correct horse', []],
    ['0123456789', []],
    ['ábcdéfghíj', []],
  ])('accepts %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });

  it.each([
    ['short', 'at least 10 characters'],
    ['', 'at least 10 characters'],
    ['aaaaaaaaaaaa', 'one character repeated'],
    ['x'.repeat(129), 'at most 128 characters'],
  ])('refuses %j with a clear message', (password, words) => {
    expect(passwordProblems(password)).toEqual([expect.stringContaining(words)]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblems('😀😀😀😀😀')).toEqual([expect.stringContaining('at least 10')]);
  });
});
