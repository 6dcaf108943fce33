import fs from 'node:fs';
import path from 'node:path';
import type { Brand } from '../../src/config/brand.types';
import { mapStrings } from '../../src/modules/cms/seed/map-strings';

/** For specs: the real config/brand.json, which the seeder passes in at run time. */
export function loadBrand(): Brand {
  return JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../config/brand.json'), 'utf8')) as Brand;
}

/** Every string in `value` with its dotted path. */
function stringLeaves(value: unknown): { path: string; text: string }[] {
  const leaves: { path: string; text: string }[] = [];
  mapStrings(value, (text, path) => {
    leaves.push({ path, text });
    return text;
  });
  return leaves;
}

/**
 * The brand with every string replaced by a marker naming its path. Seeds built from it must contain no
 * real brand value; one that appears was hard-coded instead of read from the brand.
 */
export function sentinelBrand(brand: Brand): Brand {
  return mapStrings(brand, (_text, path) => `SENTINEL[${path}]`);
}

const PHONE_NUMBER = /\b0\d{1,3}[ -]?\d{3}[ -]?\d{3,4}\b/g;

/**
 * What a seed leaks when built from the sentinel brand: any real brand value, or anything shaped like an
 * Irish phone number. Empty means every brand value in the seed came from the brand parameter.
 */
export function hardCodedBrandValues(build: (brand: Brand) => unknown): string[] {
  const brand = loadBrand();
  const output = JSON.stringify(build(sentinelBrand(brand)));
  const leakedValues = stringLeaves(brand)
    .filter(({ text }) => output.includes(text))
    .map(({ path, text }) => `${path}: ${text}`);
  return [...leakedValues, ...(output.match(PHONE_NUMBER) ?? [])];
}

/** Every relative href in `html`. */
export function relativeLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]);
}
