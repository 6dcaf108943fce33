import { CatalogueVehicle, VEHICLE_CATALOGUE } from '../data/vehicles';
import { BodyType, Fuel, Transmission } from '../data/vehicle-models';
import { groupBy } from './group-by';
import { parseRegistration } from './registration';
import { stableHash } from './stable-hash';
import { foldText } from './text';
import { estimateValue } from './vehicle-value';

/** What the quote form shows and rates once a car is identified. */
export interface VehicleDetails {
  id: string;
  make: string;
  model: string;
  engine: string;
  year: number;
  engineCc: number;
  fuel: Fuel;
  body: BodyType;
  transmission: Transmission;
  valueEstimateCents: number;
  vehicleGroup: number;
}

export type VehicleLookupResult =
  { ok: true; registration: string; vehicle: VehicleDetails } | { ok: false; reason: string };

export interface EngineOption {
  engine: string;
  engineCc: number;
  fuel: Fuel;
  transmission: Transmission;
}

const key = (...parts: (string | number)[]): string => parts.map((part) => foldText(String(part))).join('|');

const BY_YEAR = groupBy(VEHICLE_CATALOGUE, (vehicle) => key(vehicle.year));
const BY_MAKE = groupBy(VEHICLE_CATALOGUE, (vehicle) => key(vehicle.make));
const BY_MODEL = groupBy(VEHICLE_CATALOGUE, (vehicle) => key(vehicle.make, vehicle.model));
const BY_MODEL_YEAR = groupBy(VEHICLE_CATALOGUE, (vehicle) => key(vehicle.make, vehicle.model, vehicle.year));

const distinct = <T>(values: T[]): T[] => [...new Set(values)];
const byName = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * The built-in stand-in for a registration database: a valid registration maps, by a stable hash
 * of its canonical form, onto one of the catalogue cars sold in its year. The same registration
 * therefore always gives the same car (while the catalogue is unchanged).
 */
export function lookupByRegistration(registration: string, now: Date): VehicleLookupResult {
  const parsed = parseRegistration(registration, now);
  if (!parsed.ok) return parsed;
  const candidates = BY_YEAR.get(key(parsed.year));
  if (!candidates) {
    return { ok: false, reason: 'We could not find this car. Please choose its make and model yourself.' };
  }
  const vehicle = candidates[stableHash(parsed.registration) % candidates.length];
  return { ok: true, registration: parsed.registration, vehicle: toDetails(vehicle, now) };
}

export function listMakes(): string[] {
  return distinct(VEHICLE_CATALOGUE.map((vehicle) => vehicle.make)).sort(byName);
}

export function listModels(make: string): string[] {
  return distinct((BY_MAKE.get(key(make)) ?? []).map((vehicle) => vehicle.model)).sort(byName);
}

/** Newest first, as people pick recent years far more often. */
export function listYears(make: string, model: string): number[] {
  return distinct((BY_MODEL.get(key(make, model)) ?? []).map((vehicle) => vehicle.year)).sort(
    (a, b) => b - a,
  );
}

export function listEngines(make: string, model: string, year: number): EngineOption[] {
  return (BY_MODEL_YEAR.get(key(make, model, year)) ?? []).map(
    ({ engine, engineCc, fuel, transmission }) => ({
      engine,
      engineCc,
      fuel,
      transmission,
    }),
  );
}

export function getVehicle(
  make: string,
  model: string,
  year: number,
  engine: string,
  now: Date,
): VehicleDetails | undefined {
  const wanted = foldText(engine);
  const vehicle = BY_MODEL_YEAR.get(key(make, model, year))?.find(
    (candidate) => foldText(candidate.engine) === wanted,
  );
  return vehicle && toDetails(vehicle, now);
}

function toDetails(vehicle: CatalogueVehicle, now: Date): VehicleDetails {
  return {
    id: vehicle.id,
    make: vehicle.make,
    model: vehicle.model,
    engine: vehicle.engine,
    year: vehicle.year,
    engineCc: vehicle.engineCc,
    fuel: vehicle.fuel,
    body: vehicle.body,
    transmission: vehicle.transmission,
    valueEstimateCents: estimateValue(vehicle.newPriceCents, vehicle.year, now),
    vehicleGroup: vehicle.vehicleGroup,
  };
}
