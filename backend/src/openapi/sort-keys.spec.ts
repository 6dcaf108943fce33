import { sortKeys } from './sort-keys';

describe('sortKeys', () => {
  it('sorts keys at every depth and keeps array order', () => {
    const sorted = sortKeys({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } });
    expect(JSON.stringify(sorted)).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
  });
});
