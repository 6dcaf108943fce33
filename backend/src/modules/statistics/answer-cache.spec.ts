import { AnswerCache } from './answer-cache';

describe('AnswerCache', () => {
  it('computes an answer once per key, and drops the least recently used beyond its capacity', async () => {
    const cache = new AnswerCache<number>(2);
    let computed = 0;
    const compute = (value: number) => () => Promise.resolve((computed++, value));
    expect(await cache.get('a', compute(1))).toBe(1);
    expect(await cache.get('a', compute(99))).toBe(1);
    await cache.get('b', compute(2));
    await cache.get('a', compute(99));
    await cache.get('c', compute(3));
    expect(await cache.get('b', compute(20))).toBe(20);
    expect(computed).toBe(4);
  });

  it('forgets a failed answer', async () => {
    const cache = new AnswerCache<number>(2);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', () => Promise.resolve(1))).toBe(1);
  });
});
