import { compactQuery } from './list';

describe('compactQuery', () => {
  it('leaves out blank filters and keeps zero', () => {
    expect(compactQuery({ page: 0, search: '', role: undefined, to: 'a@b.ie' })).toEqual({
      page: 0,
      to: 'a@b.ie',
    });
  });
});
