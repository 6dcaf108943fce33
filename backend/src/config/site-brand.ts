import { BrandService } from './brand';
import type { Brand } from './brand.types';

/**
 * The whole of config/brand.json as the seeds and the site's emails read it. BrandService validates
 * only the fields the core needs, but keeps every field of the file, so this widens its type.
 */
export function siteBrand(brands: BrandService): Brand {
  return brands.brand as unknown as Brand;
}
