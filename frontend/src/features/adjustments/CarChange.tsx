import { useReducer } from 'react';
import { useQuoteOptions } from '../../api/quotes';
import type { YourCarValues } from '../quote/formValues';
import { carBody } from '../quote/pageBodies';
import { pageFieldPath } from '../quote/serverErrors';
import { YourCarStep } from '../quote/steps/YourCarStep';
import { initialVehicleLookup, vehicleLookupReducer } from '../quote/vehicleLookup';
import { partFieldPath } from './partFieldPath';
import { EffectiveDateField, PolicyChange } from './PolicyChange';

interface CarValues {
  your_car: YourCarValues;
  effectiveDate?: string;
}

// One object for the form's life: a new one each render would start the form again.
const INITIAL: CarValues = { your_car: { isVehicleConfirmed: false } };
const fieldPath = partFieldPath('changeCar', (path) => pageFieldPath('your_car', path));

/** "I changed my car": found by registration (or chosen by hand) and asked about as the quote does. */
export function CarChange() {
  const { data: options } = useQuoteOptions();
  const [lookup, dispatch] = useReducer(vehicleLookupReducer, initialVehicleLookup);
  return (
    <PolicyChange<CarValues>
      title="I changed my car"
      intro="Find your new car by its registration, tell us about it, and the day you start driving it."
      initialValues={INITIAL}
      toRequest={({ your_car, effectiveDate }) => ({
        type: 'change_car',
        effectiveDate,
        changeCar: carBody(your_car, lookup.vehicleLookupType),
      })}
      fieldPath={fieldPath}
    >
      {options ? (
        <>
          <YourCarStep options={options} lookup={lookup} dispatch={dispatch} />
          <EffectiveDateField />
        </>
      ) : (
        <p role="status">Loading the questions…</p>
      )}
    </PolicyChange>
  );
}
