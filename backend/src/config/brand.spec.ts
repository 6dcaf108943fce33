import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../test/harness/temp-dir';
import { BrandFileError, loadBrand } from './brand';
import { fromRoot } from './paths';

describe('loadBrand', () => {
  it('reads the shipped brand', () => {
    const brand = loadBrand(fromRoot('config', 'brand.json'));
    expect(brand.name).toBe('Ivy Car Insurance');
    expect(brand.email.from).toContain('@');
    expect(brand.documentVersions).toEqual({
      termsOfBusiness: expect.any(String),
      policyBooklet: expect.any(String),
      ipid: expect.any(String),
    });
  });

  it('names what is missing or unreadable', () => {
    const dir = tempDir('ivy-brand-');
    const file = path.join(dir, 'brand.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: 'X',
        shortName: 'X',
        productSlug: 'x',
        email: { support: 's@x.ie' },
        documentVersions: { termsOfBusiness: 'T1', policyBooklet: 'B1' },
      }),
    );
    expect(() => loadBrand(file)).toThrow(/email\.from/);
    expect(() => loadBrand(file)).toThrow(/documentVersions\.ipid/);
    expect(() => loadBrand(path.join(dir, 'missing.json'))).toThrow(BrandFileError);
  });

  it('charges no fee for a mid-term change unless the brand sets a whole number of cents', () => {
    expect(loadBrand(fromRoot('config', 'brand.json')).adjustmentFeeCents).toBeUndefined();
    const file = path.join(tempDir('ivy-brand-'), 'brand.json');
    const shipped = JSON.parse(readFileSync(fromRoot('config', 'brand.json'), 'utf8')) as object;
    writeFileSync(file, JSON.stringify({ ...shipped, adjustmentFeeCents: 2_500 }));
    expect(loadBrand(file).adjustmentFeeCents).toBe(2_500);
    writeFileSync(file, JSON.stringify({ ...shipped, adjustmentFeeCents: -1 }));
    expect(() => loadBrand(file)).toThrow(/adjustmentFeeCents/);
  });
});
