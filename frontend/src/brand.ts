import brand from '../../config/brand.json';

/** The one brand configuration (config/brand.json): names, phone numbers, addresses, links. */
export { brand };
