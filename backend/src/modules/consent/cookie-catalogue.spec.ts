import { loadBrand } from '#test/harness/brand.fixture';
import { bannerVersion, networkPrefix, tableOrder } from './cookie-catalogue';
import { cookieRecords } from './seed/cookies';

describe('networkPrefix', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['::ffff:127.0.0.1', '127.0.0.0'],
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd::'],
    ['2001:0db8:00ab::1', '2001:db8:ab::'],
    ['2001:db8::', '2001:db8:0::'],
    ['::1', '0:0:0::'],
    ['fe80::1%eth0', 'fe80:0:0::'],
    ['not an address', ''],
    [undefined, ''],
  ])('%s -> %s', (ip, prefix) => {
    expect(networkPrefix(ip)).toBe(prefix);
  });
});

describe('bannerVersion', () => {
  const records = cookieRecords(loadBrand());

  it('is short, stable, and changes with any wording', () => {
    const version = bannerVersion(records);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(bannerVersion([...records])).toBe(version);
    const changed = records.map((r, i) => (i === 3 ? { ...r, retentionPeriod: '1 year' } : r));
    expect(bannerVersion(changed)).not.toBe(version);
    expect(bannerVersion(records.slice(1))).not.toBe(version);
  });
});

describe('tableOrder', () => {
  it('puts strictly necessary first and keeps the order within a category', () => {
    const shuffled = [...cookieRecords(loadBrand())].reverse();
    const ordered = tableOrder(shuffled);
    expect([...new Set(ordered.map((r) => r.category))]).toEqual([
      'Strictly necessary',
      'Functional',
      'Analytics',
      'Marketing',
    ]);
    expect(ordered.filter((r) => r.category === 'Marketing').map((r) => r.name)).toEqual([
      '_fbc',
      '_fbp',
      '_gcl_aw',
      '_gcl_au',
    ]);
  });
});
