import { bodyLabel, engineLabel } from './vehicleWords';

describe('engineLabel', () => {
  it('adds the fuel only when the engine name leaves it out', () => {
    expect(engineLabel({ engine: '1.5 Hybrid', fuel: 'hybrid', transmission: 'automatic' })).toBe(
      '1.5 Hybrid, automatic',
    );
    expect(engineLabel({ engine: '1.0 EcoBoost', fuel: 'petrol', transmission: 'manual' })).toBe(
      '1.0 EcoBoost petrol, manual',
    );
  });
});

describe('bodyLabel', () => {
  it('writes body types as people do: initialisms in capitals', () => {
    expect(bodyLabel('suv')).toBe('SUV');
    expect(bodyLabel('mpv')).toBe('MPV (people carrier)');
    expect(bodyLabel('hatchback')).toBe('Hatchback');
  });
});
