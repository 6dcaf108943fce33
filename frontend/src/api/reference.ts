import { unwrap, type ApiFailure, type components } from '@ivy/api-client';
import useSWR from 'swr';
import { api } from './client';
import { apiPath } from './paths';

type Schemas = components['schemas'];
export type Address = Schemas['AddressDto'];
export type Area = Schemas['AreaDto'];
export type Occupation = Schemas['OccupationDto'];
export type BusinessType = Schemas['BusinessTypeDto'];
export type Vehicle = Schemas['VehicleDetailsDto'];
export type VehicleLookup = Schemas['VehicleLookupAnswerDto'];
export type EngineOption = Schemas['EngineOptionDto'];
export type County = Schemas['County'];

const ADDRESSES = '/api/v1/reference/addresses';
const AREAS = '/api/v1/reference/areas';
const OCCUPATIONS = '/api/v1/reference/occupations';
const BUSINESS_TYPES = '/api/v1/reference/business-types';
const COUNTIES = '/api/v1/reference/counties';
const MAKES = '/api/v1/reference/vehicles/makes';
const MODELS = '/api/v1/reference/vehicles/models';
const YEARS = '/api/v1/reference/vehicles/years';
const ENGINES = '/api/v1/reference/vehicles/engines';

/** How many matches a type-ahead list shows: enough to find one's own, few enough for a phone. */
const SEARCH_LIMIT = 8;

/** A type-ahead search; `null` (nothing typed yet, or a choice made) asks for nothing. */
function useSearch<T>(path: string, search: string | null, fetch: (search: string) => Promise<T[]>) {
  const key = search === null ? null : apiPath(path, {}, { search, limit: SEARCH_LIMIT });
  // Keeping the last answer while the next loads stops the list flickering on every keystroke.
  return useSWR<T[], ApiFailure>(key, () => fetch(search ?? ''), { keepPreviousData: true });
}

const query = (search: string) => ({ params: { query: { search, limit: SEARCH_LIMIT } } });

/** Addresses matching a street and town, or an Eircode (searchAddresses). */
export function useAddressSearch(search: string | null) {
  return useSearch(
    ADDRESSES,
    search,
    async (text) => (await unwrap(api.GET(ADDRESSES, query(text)))).addresses,
  );
}

/** The area (Eircode routing key and post town) of a chosen address (lookupAreas). */
export function useAreas(addressId: string | null) {
  const key = addressId === null ? null : apiPath(AREAS, {}, { addressId });
  return useSWR<Area[], ApiFailure>(key, async () => {
    const answer = await unwrap(api.GET(AREAS, { params: { query: { addressId: addressId ?? '' } } }));
    return answer.areas;
  });
}

export function useOccupationSearch(search: string | null) {
  return useSearch(
    OCCUPATIONS,
    search,
    async (text) => (await unwrap(api.GET(OCCUPATIONS, query(text)))).occupations,
  );
}

export function useBusinessTypeSearch(search: string | null) {
  return useSearch(
    BUSINESS_TYPES,
    search,
    async (text) => (await unwrap(api.GET(BUSINESS_TYPES, query(text)))).businessTypes,
  );
}

/** The 26 counties of the Republic, A to Z (listCounties). */
export function useCounties() {
  return useSWR<County[], ApiFailure>(COUNTIES, async () => (await unwrap(api.GET(COUNTIES))).counties);
}

// ---- a car chosen by hand: make, then model, then year, then engine

export function useVehicleMakes() {
  return useSWR<string[], ApiFailure>(MAKES, async () => (await unwrap(api.GET(MAKES))).makes);
}

export function useVehicleModels(make: string | undefined) {
  const key = make ? apiPath(MODELS, {}, { make }) : null;
  return useSWR<string[], ApiFailure>(key, async () => {
    const answer = await unwrap(api.GET(MODELS, { params: { query: { make: make ?? '' } } }));
    return answer.models;
  });
}

export function useVehicleYears(make: string | undefined, model: string | undefined) {
  const key = make && model ? apiPath(YEARS, {}, { make, model }) : null;
  return useSWR<number[], ApiFailure>(key, async () => {
    const answer = await unwrap(
      api.GET(YEARS, { params: { query: { make: make ?? '', model: model ?? '' } } }),
    );
    return answer.years;
  });
}

export function useVehicleEngines(
  make: string | undefined,
  model: string | undefined,
  year: number | undefined,
) {
  const key = make && model && year ? apiPath(ENGINES, {}, { make, model, year }) : null;
  return useSWR<EngineOption[], ApiFailure>(key, async () => {
    const params = { query: { make: make ?? '', model: model ?? '', year: year ?? 0 } };
    return (await unwrap(api.GET(ENGINES, { params }))).engines;
  });
}

// ---- finding the car: actions the driver takes, so plain calls rather than hooks

/** The car registered under an Irish registration (lookupVehicle); rejects with the reason when none. */
export function lookupVehicle(registration: string): Promise<VehicleLookup> {
  return unwrap(api.GET('/api/v1/reference/vehicles/lookup', { params: { query: { registration } } }));
}

/** The car chosen by make, model, year and engine (selectVehicle). */
export async function findVehicle(choice: {
  make: string;
  model: string;
  year: number;
  engine: string;
}): Promise<Vehicle> {
  return (await unwrap(api.GET('/api/v1/reference/vehicles', { params: { query: choice } }))).vehicle;
}
