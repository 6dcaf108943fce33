import { BUSINESS_TYPES, BusinessType } from '../data/business-types';
import { OCCUPATIONS, Occupation } from '../data/occupations';
import { createSearch } from './search';

export const searchOccupations = createSearch(OCCUPATIONS, (occupation) => occupation.title);
export const searchBusinessTypes = createSearch(BUSINESS_TYPES, (businessType) => businessType.name);

const OCCUPATIONS_BY_CODE = new Map(OCCUPATIONS.map((occupation) => [occupation.code, occupation]));
const BUSINESS_TYPES_BY_CODE = new Map(
  BUSINESS_TYPES.map((businessType) => [businessType.code, businessType]),
);

export function getOccupation(code: string): Occupation | undefined {
  return OCCUPATIONS_BY_CODE.get(code);
}

export function getBusinessType(code: string): BusinessType | undefined {
  return BUSINESS_TYPES_BY_CODE.get(code);
}
