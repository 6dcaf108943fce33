import { VEHICLE_CATALOGUE } from '../data/vehicles';
import { MODEL_DEFINITIONS } from '../data/vehicle-models';
import {
  getVehicle,
  listEngines,
  listMakes,
  listModels,
  listYears,
  lookupByRegistration,
} from './vehicle-lookup';
import { estimateValue } from './vehicle-value';
import { parseRegistration } from './registration';

const NOW = new Date('2025-09-01T09:00:00Z');

const registrationYear = (registration: string): number | undefined => {
  const parsed = parseRegistration(registration, NOW);
  return parsed.ok ? parsed.year : undefined;
};

describe('vehicle catalogue', () => {
  it('holds at least 300 make, model, engine and year combinations', () => {
    expect(VEHICLE_CATALOGUE.length).toBeGreaterThanOrEqual(300);
  });

  it('has unique ids and sane fields', () => {
    expect(new Set(VEHICLE_CATALOGUE.map((vehicle) => vehicle.id)).size).toBe(VEHICLE_CATALOGUE.length);
    for (const vehicle of VEHICLE_CATALOGUE) {
      expect(vehicle.vehicleGroup).toBeGreaterThanOrEqual(1);
      expect(vehicle.vehicleGroup).toBeLessThanOrEqual(50);
      expect(vehicle.engineCc === 0).toBe(vehicle.fuel === 'electric');
      expect(vehicle.newPriceCents).toBeGreaterThan(0);
      expect(vehicle.year).toBeGreaterThanOrEqual(vehicle.yearsAvailable.from);
      expect(vehicle.year).toBeLessThanOrEqual(vehicle.yearsAvailable.until);
    }
  });

  it('defines every variant with a sensible year range', () => {
    for (const definition of MODEL_DEFINITIONS) {
      for (const variant of definition.variants) expect(variant.from).toBeLessThanOrEqual(variant.until);
    }
  });

  it.each(['Toyota', 'Volkswagen', 'Ford', 'Hyundai', 'Kia', 'Skoda', 'Nissan', 'Tesla', 'Dacia', 'Mini'])(
    'includes %s',
    (make) => expect(listMakes()).toContain(make),
  );

  it('has a car for every registration year from 1987 to 2026', () => {
    for (let year = 1987; year <= 2026; year++) {
      expect(VEHICLE_CATALOGUE.some((vehicle) => vehicle.year === year)).toBe(true);
    }
  });
});

describe('lookupByRegistration', () => {
  it('always gives the same car for the same registration, however it is typed', () => {
    const first = lookupByRegistration('191-D-12345', NOW);
    expect(first).toEqual(lookupByRegistration('191d12345', NOW));
    expect(first).toEqual(lookupByRegistration('191 d 12345', NOW));
  });

  it.each(['87-D-1', '05-C-7788', '12-LK-4', '131-KE-5', '192-G-123', '251-D-99'])(
    'finds a car from the registration year of %s',
    (registration) => {
      const result = lookupByRegistration(registration, NOW);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.vehicle.year).toBe(registrationYear(registration));
      expect(result.vehicle.valueEstimateCents).toBeGreaterThan(0);
    },
  );

  it('spreads registrations across many different cars', () => {
    const ids = new Set(
      Array.from({ length: 200 }, (_, serial) => {
        const result = lookupByRegistration(`191-D-${serial + 1}`, NOW);
        return result.ok ? result.vehicle.id : undefined;
      }),
    );
    expect(ids.size).toBeGreaterThan(50);
  });

  it('passes on the reason for an invalid registration', () => {
    expect(lookupByRegistration('261-D-1', NOW)).toEqual({
      ok: false,
      reason: expect.stringMatching(/future/),
    });
  });
});

describe('manual selection', () => {
  it('walks make, model, year and engine down to one car', () => {
    expect(listModels('toyota')).toEqual(expect.arrayContaining(['Yaris', 'Corolla', 'C-HR', 'RAV4']));
    const years = listYears('Toyota', 'Yaris');
    expect(years[0]).toBeGreaterThan(years[years.length - 1]);
    const engines = listEngines('Toyota', 'Yaris', 2019);
    expect(engines.map((engine) => engine.engine)).toContain('1.5 Hybrid');
    expect(getVehicle('Toyota', 'Yaris', 2019, '1.5 hybrid', NOW)).toMatchObject({
      make: 'Toyota',
      model: 'Yaris',
      year: 2019,
      engineCc: 1497,
      fuel: 'hybrid',
      transmission: 'automatic',
    });
  });

  it('answers empty lists and undefined for unknown choices', () => {
    expect(listModels('Trabant')).toEqual([]);
    expect(listYears('Toyota', 'Supra')).toEqual([]);
    expect(listEngines('Toyota', 'Yaris', 1990)).toEqual([]);
    expect(getVehicle('Toyota', 'Yaris', 2019, '6.0 V12', NOW)).toBeUndefined();
  });
});

describe('estimateValue', () => {
  it('loses value every year down to a floor and rounds to €100', () => {
    const values = [2025, 2024, 2022, 2018, 2010, 1990].map((year) => estimateValue(3_000_000, year, NOW));
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeLessThanOrEqual(values[i - 1]);
    expect(values[0]).toBe(2_550_000);
    expect(values[values.length - 1]).toBe(150_000);
    for (const value of values) expect(value % 10_000).toBe(0);
  });
});
