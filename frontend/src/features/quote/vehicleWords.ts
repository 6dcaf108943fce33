import type { Vehicle } from '../../api/reference';

/** An engine as the list offers it: '1.0 EcoBoost petrol, manual'. */
export function engineLabel({
  engine,
  fuel,
  transmission,
}: Pick<Vehicle, 'engine' | 'fuel' | 'transmission'>) {
  // Many engines carry their fuel in their name ('1.5 Hybrid'): said twice it read "1.5 Hybrid hybrid".
  const named = engine.toLowerCase().includes(fuel);
  return `${named ? engine : `${engine} ${fuel}`}, ${transmission}`;
}

const BODY_WORDS: Record<Vehicle['body'], string> = {
  hatchback: 'Hatchback',
  saloon: 'Saloon',
  estate: 'Estate',
  suv: 'SUV',
  mpv: 'MPV (people carrier)',
  coupe: 'Coupé',
  convertible: 'Convertible',
};

/** A body type as people write it: 'SUV', not 'Suv'. */
export const bodyLabel = (body: Vehicle['body']): string => BODY_WORDS[body];
