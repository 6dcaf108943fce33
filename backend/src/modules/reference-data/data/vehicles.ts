import { slug } from '../domain/text';
import { BodyType, Fuel, MODEL_DEFINITIONS, Transmission } from './vehicle-models';

/** One make, model and engine in one model year: the unit a customer picks and we insure. */
export interface CatalogueVehicle {
  id: string;
  make: string;
  model: string;
  engine: string;
  engineCc: number;
  fuel: Fuel;
  body: BodyType;
  transmission: Transmission;
  year: number;
  /** The definition's years on sale, so a screen can show "2017–2026". */
  yearsAvailable: { from: number; until: number };
  newPriceCents: number;
  vehicleGroup: number;
}

const CENTS_PER_EURO = 100;

export const VEHICLE_CATALOGUE: readonly CatalogueVehicle[] = MODEL_DEFINITIONS.flatMap((definition) =>
  definition.variants.flatMap((variant) => {
    const vehicles: CatalogueVehicle[] = [];
    for (let year = variant.from; year <= variant.until; year++) {
      vehicles.push({
        id: slug(`${definition.make} ${definition.model} ${variant.engine} ${year}`),
        make: definition.make,
        model: definition.model,
        engine: variant.engine,
        engineCc: variant.engineCc,
        fuel: variant.fuel,
        body: definition.body,
        transmission: variant.transmission,
        year,
        yearsAvailable: { from: variant.from, until: variant.until },
        newPriceCents: variant.newPriceEur * CENTS_PER_EURO,
        vehicleGroup: variant.group,
      });
    }
    return vehicles;
  }),
);
