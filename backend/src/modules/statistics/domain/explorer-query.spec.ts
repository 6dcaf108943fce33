import { SOURCES } from '../sources';
import { ExplorerQuery, resolveQuery } from './explorer-query';

const base: ExplorerQuery = {
  model: 'quotes',
  rows: ['createdDay'],
  columns: ['status'],
  value: { op: 'count' },
  grain: 'month',
};

describe('resolveQuery', () => {
  it('turns a query into a pivot spec on the model’s main date', () => {
    const resolved = resolveQuery(SOURCES, {
      ...base,
      value: { op: 'avg', field: 'premium' },
      from: '2026-01-01',
      to: '2026-06-30',
      filters: [{ field: 'coverType', values: ['tpft'] }],
    });
    if (!resolved.ok) throw new Error(resolved.message);
    expect(resolved.source.key).toBe('quotes');
    expect(resolved.spec.rows.map((f) => f.key)).toEqual(['createdDay']);
    expect(resolved.spec.valueField?.key).toBe('premium');
    expect(resolved.spec.dateField.key).toBe('createdDay');
    expect([...(resolved.spec.values.get('coverType') ?? [])]).toEqual(['tpft']);
  });

  it('filters by the words the screen shows as well as by codes', () => {
    const resolved = resolveQuery(SOURCES, {
      ...base,
      filters: [
        { field: 'status', values: ['Bought', 'declined', ' quoted '] },
        { field: 'paymentOption', values: ['monthly'] },
        { field: 'area', values: ['Dublin City'] },
      ],
    });
    if (!resolved.ok) throw new Error(resolved.message);
    expect([...(resolved.spec.values.get('status') ?? [])]).toEqual(['purchased', 'declined', 'quoted']);
    expect([...(resolved.spec.values.get('paymentOption') ?? [])]).toEqual(['monthly']);
    expect([...(resolved.spec.values.get('area') ?? [])]).toEqual(['Dublin City']);
  });

  it('names an unknown model', () => {
    const resolved = resolveQuery(SOURCES, { ...base, model: 'claims' });
    expect(resolved).toMatchObject({ ok: false, message: 'Unknown model "claims".' });
    expect(resolved.ok || resolved.errors.model[0]).toMatch(/Choose one of: quotes, policies/);
  });

  it('names every unknown or unusable field', () => {
    const resolved = resolveQuery(SOURCES, {
      ...base,
      rows: ['colour'],
      value: { op: 'sum', field: 'status' },
      dateField: 'area',
      filters: [{ field: 'premium', values: ['1'] }],
    });
    expect(resolved.ok).toBe(false);
    if (resolved.ok) return;
    expect(resolved.errors).toEqual({
      'rows.0': ['Unknown field "colour" in quotes.'],
      'value.field': ['"status" is not a number, so it cannot be summed or averaged.'],
      dateField: ['"area" is not a date.'],
      'filters.0.field': ['"premium" cannot be filtered by value; filter dates with the date range.'],
    });
    expect(resolved.message).toContain('Unknown field "colour" in quotes.');
  });

  it('needs a number to sum or average, and a range the right way round', () => {
    const resolved = resolveQuery(SOURCES, {
      ...base,
      value: { op: 'avg' },
      from: '2026-05-02',
      to: '2026-05-01',
    });
    expect(resolved.ok || resolved.errors).toEqual({
      'value.field': ['Choose a number to average.'],
      to: ['The end date 2026-05-01 is before the start date 2026-05-02.'],
    });
  });
});
