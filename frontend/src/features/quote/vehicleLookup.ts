import type { components } from '@ivy/api-client';
import type { Vehicle } from '../../api/reference';

export type VehicleLookupType = components['schemas']['VehicleLookupType'];

/**
 * Finding the driver's car (SPEC §4 'Vehicle lookup'): by registration (the default) or chosen by
 * hand. Submitted, confirmed, details-showing and loading are separate flags, and creating or
 * resetting a quote resets them all.
 */
export interface VehicleLookupState {
  vehicleLookupType: VehicleLookupType;
  /** A lookup has been answered, found or not. */
  isVehicleLookupSubmitted: boolean;
  /** The driver said the car found is hers. */
  isVehicleConfirmed: boolean;
  /** The car found is on screen, asking 'Is this your car?'. */
  isShowingVehicleDetails: boolean;
  isVehicleLoading: boolean;
  vehicle?: Vehicle;
  /** Why the last lookup found nothing, in the server's words. */
  error?: string;
}

export type VehicleLookupAction =
  | { type: 'lookupTypeChosen'; lookupType: VehicleLookupType }
  | { type: 'lookupStarted' }
  | { type: 'lookupSucceeded'; vehicle: Vehicle }
  | { type: 'lookupFailed'; message: string }
  | { type: 'vehicleConfirmed' }
  /** The registration or a hand-picked detail changed: the car found no longer answers it. */
  | { type: 'carChanged' }
  /** A quote was created, or the journey started again. */
  | { type: 'reset' };

export const initialVehicleLookup: VehicleLookupState = {
  vehicleLookupType: 'REG',
  isVehicleLookupSubmitted: false,
  isVehicleConfirmed: false,
  isShowingVehicleDetails: false,
  isVehicleLoading: false,
};

/** The state for a car the quote already holds: found and confirmed when it was saved. */
export function savedVehicleLookup(
  saved: { lookupType: VehicleLookupType; vehicle: Vehicle; isVehicleConfirmed: boolean } | undefined,
): VehicleLookupState {
  if (!saved) return initialVehicleLookup;
  return {
    vehicleLookupType: saved.lookupType,
    isVehicleLookupSubmitted: true,
    isVehicleConfirmed: saved.isVehicleConfirmed,
    isShowingVehicleDetails: true,
    isVehicleLoading: false,
    vehicle: saved.vehicle,
  };
}

export function vehicleLookupReducer(
  state: VehicleLookupState,
  action: VehicleLookupAction,
): VehicleLookupState {
  switch (action.type) {
    case 'lookupTypeChosen':
      return { ...initialVehicleLookup, vehicleLookupType: action.lookupType };
    case 'lookupStarted':
      return {
        ...state,
        isVehicleLoading: true,
        isVehicleConfirmed: false,
        isShowingVehicleDetails: false,
        vehicle: undefined,
        error: undefined,
      };
    case 'lookupSucceeded':
      return {
        ...state,
        isVehicleLoading: false,
        isVehicleLookupSubmitted: true,
        isShowingVehicleDetails: true,
        vehicle: action.vehicle,
      };
    case 'lookupFailed':
      return { ...state, isVehicleLoading: false, isVehicleLookupSubmitted: true, error: action.message };
    case 'vehicleConfirmed':
      return state.vehicle ? { ...state, isVehicleConfirmed: true } : state;
    case 'carChanged':
      return { ...initialVehicleLookup, vehicleLookupType: state.vehicleLookupType };
    case 'reset':
      return initialVehicleLookup;
  }
}
