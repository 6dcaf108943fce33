import type { RatingTableSummary } from '#src/api/rating';
import {
  describeErrorPath,
  parseJsonObject,
  priceDifference,
  rollbackTarget,
  tableStatusLabel,
} from './ratingTables';

const table = (version: string, more: Partial<RatingTableSummary>): RatingTableSummary => ({
  _id: version,
  version,
  effectiveFrom: '2025-01-01',
  status: 'inactive',
  uploadedBy: { type: 'user', id: 'u1', label: 'pricing@example.ie' },
  builtIn: false,
  createdAt: '2026-01-01T10:00:00Z',
  ...more,
});

describe('rating table versions', () => {
  it('names an inactive version that never priced a quote a draft', () => {
    expect(tableStatusLabel({ status: 'active' })).toBe('Active');
    expect(tableStatusLabel({ status: 'retired' })).toBe('Retired');
    expect(tableStatusLabel({ status: 'inactive' })).toBe('Draft');
    expect(tableStatusLabel({ status: 'inactive', activatedAt: '2026-01-02T10:00:00Z' })).toBe(
      'Inactive (was active)',
    );
  });

  it('rolls back to the inactive version switched off last, never a draft or a retired one', () => {
    const rows = [
      table('2026.3', { status: 'active', activatedAt: '2026-03-01T00:00:00Z' }),
      table('2026.2', { deactivatedAt: '2026-03-01T00:00:00Z', activatedAt: '2026-02-01T00:00:00Z' }),
      table('2026.1', { deactivatedAt: '2026-02-01T00:00:00Z', activatedAt: '2026-01-01T00:00:00Z' }),
      table('2025.9', { status: 'retired', deactivatedAt: '2026-04-01T00:00:00Z' }),
      table('2026.4', {}),
    ];
    expect(rollbackTarget(rows)?.version).toBe('2026.2');
    expect(rollbackTarget(rows.slice(3))).toBeUndefined();
  });
});

describe('parseJsonObject', () => {
  it('reads an object, a leading byte order mark allowed', () => {
    expect(parseJsonObject('\uFEFF{"version":"2026.1"}', 'a rating table')).toEqual({
      ok: true,
      value: { version: '2026.1' },
    });
  });

  it('says what is wrong with blank text, broken JSON and JSON that is not an object', () => {
    expect(parseJsonObject('  ', 'a rating table')).toEqual({
      ok: false,
      error: 'Paste a rating table or choose a file.',
    });
    const broken = parseJsonObject('{"version": ', 'a rating table');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.error).toMatch(/^This is not valid JSON: /);
    expect(parseJsonObject('[1, 2]', 'a risk')).toEqual({
      ok: false,
      error: 'This is JSON, but not a risk (a JSON object in braces).',
    });
  });
});

describe('describeErrorPath', () => {
  it('reads a server error key as a path through the document, rows counted from 1', () => {
    expect(describeErrorPath('table.factors.age[3].upTo')).toBe('factors › age › row 4 › upTo');
    expect(describeErrorPath('risk.proposer.dateOfBirth')).toBe('proposer › dateOfBirth');
    expect(describeErrorPath('table')).toBe('The whole document');
    expect(describeErrorPath('table[0]')).toBe('row 1');
  });
});

describe('priceDifference', () => {
  it('says how much more or less the second price is, and by what share', () => {
    expect(priceDifference(50_000, 51_150)).toBe('€11.50 more (+2.3%)');
    expect(priceDifference(50_000, 45_000)).toBe('€50.00 less (-10.0%)');
    expect(priceDifference(50_000, 50_000)).toBe('The same price');
    expect(priceDifference(0, 100)).toBe('€1.00 more');
  });
});
