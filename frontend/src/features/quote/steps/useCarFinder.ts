import type { Dispatch } from 'react';
import { useForm } from 'react-final-form';
import { findVehicle, lookupVehicle, type Vehicle } from '#src/api/reference';
import { track } from '../../analytics/dataLayer';
import { failureMessage } from '#src/language/failure';
import type { VehicleLookupAction, VehicleLookupType } from '../vehicleLookup';

export interface ManualChoice {
  make: string;
  model: string;
  year: number;
  engine: string;
}

/** The car lookups the driver starts, each moving the lookup state (vehicleLookup.ts) along. */
export function useCarFinder(dispatch: Dispatch<VehicleLookupAction>) {
  const form = useForm();

  async function find(lookupType: VehicleLookupType, lookup: () => Promise<Vehicle>) {
    dispatch({ type: 'lookupStarted' });
    try {
      const vehicle = await lookup();
      dispatch({ type: 'lookupSucceeded', vehicle });
      // The estimate is a starting point the driver may change.
      form.change('your_car.value', String(Math.round(vehicle.valueEstimateCents / 100)));
      track('quote_vehicle_lookup', { lookup_type: lookupType, found: true });
    } catch (error) {
      dispatch({ type: 'lookupFailed', message: failureMessage(error) });
      // Whatever was found before is not this car: its estimate must not stay as this car's value.
      form.change('your_car.value', undefined);
      track('quote_vehicle_lookup', { lookup_type: lookupType, found: false });
    }
  }

  return {
    findByRegistration: (registration: string) =>
      find('REG', async () => {
        const answer = await lookupVehicle(registration);
        form.change('your_car.registration', answer.registration);
        return answer.vehicle;
      }),
    findByChoice: (choice: ManualChoice) => find('MANUAL', () => findVehicle(choice)),
  };
}
