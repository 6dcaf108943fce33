import { allOf, matching } from './filters';

describe('post list filters', () => {
  it('combines filters without one $or replacing another', () => {
    const a = { $or: [{ x: 1 }, { y: 1 }] };
    const b = { $or: [{ z: 1 }] };
    expect(allOf(a, undefined, {}, b)).toEqual({ $and: [a, b] });
    expect(allOf(a)).toBe(a);
    expect(allOf()).toEqual({});
  });

  it('searches title and excerpt literally, and filters by tag', () => {
    const filter = matching({ search: 'a.b (c', tag: 'nct' }) as {
      $and: [{ $or: { title: RegExp }[] }, unknown];
    };
    const pattern = filter.$and[0].$or[0].title;
    expect(pattern.test('An A.B (C story')).toBe(true);
    expect(pattern.test('axb  c')).toBe(false);
    expect(filter.$and[1]).toEqual({ tags: 'nct' });
    expect(matching({})).toBeUndefined();
  });
});
