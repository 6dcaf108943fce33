import { tableFieldErrors } from './rating-tables.service';

describe('tableFieldErrors', () => {
  it('names each problem under `table`, grouping messages per path', () => {
    expect(
      tableFieldErrors([
        { path: '', message: 'must be an object' },
        { path: 'factors.age[3].upTo', message: 'must be greater' },
        { path: 'factors.age[3].upTo', message: 'must be a whole number' },
        { path: '["0"]', message: 'is not a known field' },
      ]),
    ).toEqual({
      table: ['must be an object'],
      'table.factors.age[3].upTo': ['must be greater', 'must be a whole number'],
      'table["0"]': ['is not a known field'],
    });
  });
});
