import { ANSWERS } from './quoteFixtures';
import {
  initialVehicleLookup,
  savedVehicleLookup,
  vehicleLookupReducer as reduce,
  type VehicleLookupState,
} from './vehicleLookup';

const car = ANSWERS.your_car.vehicle;
const found: VehicleLookupState = {
  vehicleLookupType: 'REG',
  isVehicleLookupSubmitted: true,
  isVehicleConfirmed: false,
  isShowingVehicleDetails: true,
  isVehicleLoading: false,
  vehicle: car,
};
const confirmed: VehicleLookupState = { ...found, isVehicleConfirmed: true };

describe('vehicle lookup state (SPEC §4)', () => {
  it('starts by registration with every flag down', () => {
    expect(initialVehicleLookup).toEqual({
      vehicleLookupType: 'REG',
      isVehicleLookupSubmitted: false,
      isVehicleConfirmed: false,
      isShowingVehicleDetails: false,
      isVehicleLoading: false,
    });
  });

  it('a lookup starting is loading, with any earlier car and its confirmation gone', () => {
    expect(reduce({ ...confirmed, error: 'old' }, { type: 'lookupStarted' })).toEqual({
      vehicleLookupType: 'REG',
      isVehicleLookupSubmitted: true,
      isVehicleConfirmed: false,
      isShowingVehicleDetails: false,
      isVehicleLoading: true,
      vehicle: undefined,
      error: undefined,
    });
  });

  it('a car found is submitted and shown, not yet confirmed', () => {
    const loading = reduce(initialVehicleLookup, { type: 'lookupStarted' });
    expect(reduce(loading, { type: 'lookupSucceeded', vehicle: car })).toEqual({
      ...found,
      error: undefined,
    });
  });

  it('a car not found is submitted too, with the reason and nothing shown', () => {
    const loading = reduce(initialVehicleLookup, { type: 'lookupStarted' });
    const failed = reduce(loading, { type: 'lookupFailed', message: 'No car found' });
    expect(failed).toMatchObject({
      isVehicleLookupSubmitted: true,
      isVehicleLoading: false,
      isShowingVehicleDetails: false,
      isVehicleConfirmed: false,
      error: 'No car found',
    });
    expect(failed.vehicle).toBeUndefined();
  });

  it('confirming needs a car on screen', () => {
    expect(reduce(found, { type: 'vehicleConfirmed' })).toEqual(confirmed);
    expect(reduce(initialVehicleLookup, { type: 'vehicleConfirmed' })).toBe(initialVehicleLookup);
  });

  it('choosing the other way to find the car starts that way afresh', () => {
    expect(reduce(confirmed, { type: 'lookupTypeChosen', lookupType: 'MANUAL' })).toEqual({
      ...initialVehicleLookup,
      vehicleLookupType: 'MANUAL',
    });
  });

  it('changing the registration or a hand-picked detail forgets the car but keeps the way', () => {
    const manual = { ...confirmed, vehicleLookupType: 'MANUAL' as const };
    expect(reduce(manual, { type: 'carChanged' })).toEqual({
      ...initialVehicleLookup,
      vehicleLookupType: 'MANUAL',
    });
  });

  it('a quote created or reset resets every flag and the type', () => {
    const manual = { ...confirmed, vehicleLookupType: 'MANUAL' as const, isVehicleLoading: true };
    expect(reduce(manual, { type: 'reset' })).toEqual(initialVehicleLookup);
  });

  it('a saved car opens found and confirmed, the way it was found', () => {
    expect(savedVehicleLookup(undefined)).toBe(initialVehicleLookup);
    expect(savedVehicleLookup({ ...ANSWERS.your_car, lookupType: 'MANUAL' })).toEqual({
      ...confirmed,
      vehicleLookupType: 'MANUAL',
    });
  });
});
