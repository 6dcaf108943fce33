import { hardCodedBrandValues, loadBrand } from '#test/harness/brand.fixture';
import { COOKIE_CATEGORIES, cookieRecords } from './cookies';

const brand = loadBrand();
const records = cookieRecords(brand);

describe('COOKIE_CATEGORIES', () => {
  it('lists the switchable categories and their consent tags (SPEC §3)', () => {
    expect(
      COOKIE_CATEGORIES.map((category) => [category.name, category.tags.map((tag) => tag.name)]),
    ).toEqual([
      ['Functional', ['functionality_storage']],
      ['Analytics', ['analytics_storage']],
      ['Marketing', ['ad_storage', 'ad_user_data', 'ad_personalization']],
    ]);
  });

  it('denies every tag until the visitor chooses', () => {
    for (const tag of COOKIE_CATEGORIES.flatMap((category) => category.tags))
      expect(tag.default).toBe('denied');
  });

  it('describes every category', () => {
    for (const category of COOKIE_CATEGORIES) expect(category.description.trim()).not.toBe('');
  });
});

describe('cookieRecords', () => {
  it('has one complete record per cookie name', () => {
    const names = records.map((record) => record.name);
    expect(new Set(names).size).toBe(names.length);
    for (const record of records) {
      for (const value of Object.values(record)) expect(value.trim()).not.toBe('');
    }
  });

  it('covers every category the site uses', () => {
    expect(new Set(records.map((record) => record.category))).toEqual(
      new Set(['Strictly necessary', ...COOKIE_CATEGORIES.map((category) => category.name)]),
    );
  });

  it.each([
    ['ivy.sid', 'Strictly necessary'],
    ['ivy.opened', 'Strictly necessary'],
    ['dgCookies', 'Strictly necessary'],
    ['_GRECAPTCHA', 'Strictly necessary'],
    ['_ga', 'Analytics'],
    ['_gcl_au', 'Marketing'],
    ['_fbp', 'Marketing'],
  ])('lists %s as %s', (name, category) => {
    expect(records.find((record) => record.name === name)?.category).toBe(category);
  });

  it('says that dgCookies lives in local storage, not in a cookie', () => {
    expect(records.find((record) => record.name === 'dgCookies')?.description).toMatch(/local storage/);
  });

  it('names our company as controller of our own cookies', () => {
    expect(records.find((record) => record.name === 'ivy.sid')?.dataController).toBe(brand.legalName);
  });

  it('reads every brand value from the brand', () => {
    expect(hardCodedBrandValues(cookieRecords)).toEqual([]);
  });
});
