import { Injectable, NotFoundException } from '@nestjs/common';
import { FieldErrorsException } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { BusinessType } from './data/business-types';
import { COUNTIES, County, ROUTING_KEYS, RoutingKey } from './data/gazetteer';
import { AddressCandidate, getAddress, searchAddresses } from './domain/address-lookup';
import { findRoutingKey, parseEircode } from './domain/eircode';
import {
  getBusinessType,
  getOccupation,
  searchBusinessTypes,
  searchOccupations,
} from './domain/occupation-lookup';
import { parseRegistration } from './domain/registration';
import {
  EngineOption,
  getVehicle,
  listEngines,
  listMakes,
  listModels,
  listYears,
  lookupByRegistration,
  VehicleDetails,
} from './domain/vehicle-lookup';

/** SPEC section 5: the words for an address that was typed rather than chosen from the list. */
export const ADDRESS_NOT_CHOSEN =
  'Please select an address from the list. If no options are available, please modify your search.';

export interface Area {
  routingKey: string;
  postTown: string;
  county: County;
  ratingArea: RoutingKey['area'];
}

export interface VehicleLookup {
  registration: string;
  registrationCounty: string;
  vehicle: VehicleDetails;
}

export type RegistrationLookup =
  | { ok: true; lookup: VehicleLookup }
  | { ok: false; invalid: true; reason: string }
  /** A well-formed registration we know no car for (a new car): in its usual form. */
  | { ok: false; invalid: false; reason: string; registration: string };

export interface OccupationOption {
  code: string;
  title: string;
}

const areaOf = (key: RoutingKey): Area => ({
  routingKey: key.key,
  postTown: key.postTown,
  county: key.county,
  ratingArea: key.area,
});

/**
 * The built-in reference data (DESIGN section 6: the default adapters for vehicle and address
 * lookup). Failures name the field the customer typed into, so the quote pages can reuse them.
 */
@Injectable()
export class ReferenceDataService {
  constructor(private readonly clock: Clock) {}

  /** 400 for a registration that cannot exist, 404 for one we have no car for. */
  lookupVehicle(registration: string): VehicleLookup {
    const found = this.findVehicleByRegistration(registration);
    if (found.ok) return found.lookup;
    if (found.invalid) throw new FieldErrorsException({ registration: [found.reason] }, found.reason);
    throw new NotFoundException(found.reason);
  }

  findVehicleByRegistration(registration: string): RegistrationLookup {
    const now = this.clock.now();
    const parsed = parseRegistration(registration, now);
    if (!parsed.ok) return { ok: false, invalid: true, reason: parsed.reason };
    const found = lookupByRegistration(parsed.registration, now);
    if (!found.ok) {
      return { ok: false, invalid: false, reason: found.reason, registration: parsed.registration };
    }
    return {
      ok: true,
      lookup: { registration: found.registration, registrationCounty: parsed.county, vehicle: found.vehicle },
    };
  }

  counties(): County[] {
    return [...COUNTIES];
  }

  makes(): string[] {
    return listMakes();
  }

  models(make: string): string[] {
    return listModels(make);
  }

  years(make: string, model: string): number[] {
    return listYears(make, model);
  }

  engines(make: string, model: string, year: number): EngineOption[] {
    return listEngines(make, model, year);
  }

  /** The car at the end of the manual make → model → year → engine choice. */
  vehicle(make: string, model: string, year: number, engine: string): VehicleDetails {
    const vehicle = this.findVehicle(make, model, year, engine);
    if (!vehicle) throw new NotFoundException('We could not find that car. Please choose it from the lists.');
    return vehicle;
  }

  searchAddresses(text: string, limit?: number): AddressCandidate[] {
    return searchAddresses(text, limit);
  }

  address(id: string): AddressCandidate {
    const address = getAddress(id);
    if (!address) throw new NotFoundException(ADDRESS_NOT_CHOSEN);
    return address;
  }

  /** The area of a chosen address, or every area of a county. */
  areas(query: { addressId?: string; county?: County }): Area[] {
    if (query.addressId !== undefined) {
      const key = findRoutingKey(this.address(query.addressId).routingKey);
      return key ? [areaOf(key)] : [];
    }
    return ROUTING_KEYS.filter((key) => key.county === query.county).map(areaOf);
  }

  checkEircode(input: string): { eircode: string; area: Area } {
    const parsed = parseEircode(input);
    const key = parsed.ok ? findRoutingKey(parsed.routingKey) : undefined;
    if (!parsed.ok || !key) {
      const reason = parsed.ok ? 'Please check your Eircode.' : parsed.reason;
      throw new FieldErrorsException({ eircode: [reason] }, reason);
    }
    return { eircode: parsed.eircode, area: areaOf(key) };
  }

  /** The rating class stays on the server: it is how we price, not something to choose by. */
  occupations(text: string, limit?: number): OccupationOption[] {
    return searchOccupations(text, limit).map(({ code, title }) => ({ code, title }));
  }

  businessTypes(text: string, limit?: number): BusinessType[] {
    return searchBusinessTypes(text, limit);
  }

  findVehicle(make: string, model: string, year: number, engine: string): VehicleDetails | undefined {
    return getVehicle(make, model, year, engine, this.clock.now());
  }

  findAddress(id: string): AddressCandidate | undefined {
    return getAddress(id);
  }

  findOccupation(code: string) {
    return getOccupation(code);
  }

  findBusinessType(code: string) {
    return getBusinessType(code);
  }
}
