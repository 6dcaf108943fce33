import fc from 'fast-check';
import {
  generatePolicyNumber,
  generateWebReference,
  normaliseWebReference,
  REFERENCE_ALPHABET,
} from './web-reference';

describe('web references', () => {
  it('are IVY and two groups of four unambiguous characters', () => {
    for (let i = 0; i < 500; i++) {
      const reference = generateWebReference();
      expect(reference).toMatch(/^IVY-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      expect(reference.slice(4)).not.toMatch(/[01ILOU]/);
    }
  });

  it('use every character of the alphabet, drawn from the random source', () => {
    let next = 0;
    const cycling = (below: number) => next++ % below;
    const seen = new Set(
      [...Array(10)].flatMap(() => [...generateWebReference(cycling).slice(4).replace('-', '')]),
    );
    expect([...seen].sort().join('')).toBe([...REFERENCE_ALPHABET].sort().join(''));
  });

  it('rarely repeat', () => {
    const references = new Set(Array.from({ length: 20_000 }, () => generateWebReference()));
    expect(references.size).toBe(20_000);
  });

  it.each([
    ['IVY-7K3M-Q9TX', 'IVY-7K3M-Q9TX'],
    ['ivy-7k3m-q9tx', 'IVY-7K3M-Q9TX'],
    [' IVY 7K3M Q9TX ', 'IVY-7K3M-Q9TX'],
    ['IVY7K3MQ9TX', 'IVY-7K3M-Q9TX'],
  ])('reads %j as %s', (typed, reference) => {
    expect(normaliseWebReference(typed)).toBe(reference);
  });

  it.each([
    '',
    'IVY-7K3M',
    'IVY-7K3M-Q9T0',
    'IVY-7K3M-Q9TXX',
    'ABC-7K3M-Q9TX',
    'IVY-OK3M-Q9TX',
    'IVY-P-4HXM9R2C',
  ])('refuses %j', (typed) => {
    expect(normaliseWebReference(typed)).toBeUndefined();
  });

  it('reads back every reference it makes, however it is written', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, lower) => {
        let state = seed;
        const random = (below: number) => Math.abs((state = (state * 1103515245 + 12345) | 0)) % below;
        const reference = generateWebReference(random);
        const typed = lower ? reference.toLowerCase().replace(/-/g, ' ') : reference.replace(/-/g, '');
        expect(normaliseWebReference(typed)).toBe(reference);
      }),
    );
  });

  it('gives policy numbers their own shape', () => {
    expect(generatePolicyNumber()).toMatch(/^IVY-P-[2-9A-HJKMNP-TV-Z]{8}$/);
  });
});
