/**
 * Where a car is kept drives theft and accident frequency; these areas group Eircode routing keys
 * by that risk. The rating table prices each one.
 */
export const RATING_AREAS = [
  'Dublin City',
  'Dublin County',
  'Cork City',
  'Other City',
  'Commuter Belt',
  'Urban Other',
  'Rural',
] as const;
export type RatingArea = (typeof RATING_AREAS)[number];
