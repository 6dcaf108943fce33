import { useEffect, useId, type Dispatch } from 'react';
import { useForm } from 'react-final-form';
import type { QuoteOptions } from '#src/api/quotes';
import { choose, composeValidators, enter, requiredAs, wholeNumber } from '#src/components/validators';
import { ChoiceField, YesNoField } from '#src/components/ChoiceField';
import { TextField } from '#src/components/TextField';

import type { VehicleLookupAction, VehicleLookupState, VehicleLookupType } from '../vehicleLookup';
import { LookupResult } from './LookupResult';
import { ManualVehicle } from './ManualVehicle';
import { RegistrationLookup } from './RegistrationLookup';
import { useCarFinder } from './useCarFinder';

const LOOKUP_TYPES: readonly { value: VehicleLookupType; label: string }[] = [
  { value: 'REG', label: 'By registration number' },
  { value: 'MANUAL', label: 'Choose make and model (a new car, or one not found)' },
];

const carValue = wholeNumber(500, 1_000_000, 'Please enter a value from €500 to €1,000,000 in whole euro');
const performanceRule = requiredAs('Please say whether the car has been changed to add power or speed');
const cosmeticRule = requiredAs('Please say whether the car has been changed in how it looks');
const overnightRule = choose('where the car is kept overnight');
const usageRule = choose('what the car will be used for');
const requiredMileage = composeValidators(
  enter('how many kilometres you will drive in a year'),
  wholeNumber(0, 200_000, 'Please enter your yearly mileage in kilometres, up to 200,000'),
);

interface YourCarStepProps {
  options: QuoteOptions;
  lookup: VehicleLookupState;
  dispatch: Dispatch<VehicleLookupAction>;
}

/** Step 2: find the car and confirm it, then how it is kept and used. */
export function YourCarStep({ options, lookup, dispatch }: YourCarStepProps) {
  const form = useForm();
  const { findByRegistration, findByChoice } = useCarFinder(dispatch);
  const legendId = useId();
  const carChanged = () => {
    if (lookup.isVehicleLookupSubmitted || lookup.isVehicleLoading) dispatch({ type: 'carChanged' });
  };

  // The form sends what the lookup state says: the driver confirmed this car, or not yet.
  useEffect(() => {
    form.change('your_car.isVehicleConfirmed', lookup.isVehicleConfirmed);
  }, [form, lookup.isVehicleConfirmed]);

  return (
    <>
      <fieldset className="field field--choices" aria-labelledby={legendId}>
        <legend id={legendId} className="field__label">
          How shall we find your car?
        </legend>
        <div className="choices">
          {LOOKUP_TYPES.map((type) => (
            <label key={type.value} className="choice">
              <input
                type="radio"
                name="vehicleLookupType"
                checked={lookup.vehicleLookupType === type.value}
                onChange={() => dispatch({ type: 'lookupTypeChosen', lookupType: type.value })}
              />
              <span>{type.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {lookup.vehicleLookupType === 'REG' ? (
        <RegistrationLookup
          onFind={(registration) => void findByRegistration(registration)}
          onEdit={carChanged}
          busy={lookup.isVehicleLoading}
        />
      ) : (
        <ManualVehicle onChosen={(choice) => void findByChoice(choice)} onEdit={carChanged} />
      )}
      <LookupResult
        lookup={lookup}
        onConfirm={() => dispatch({ type: 'vehicleConfirmed' })}
        onNotMine={() => {
          // The estimate was the rejected car's: it must not stay as this car's value.
          form.change('your_car.value', undefined);
          dispatch({ type: 'lookupTypeChosen', lookupType: 'MANUAL' });
          // The button pressed goes away: focus goes on to what comes next, the make of her car.
          requestAnimationFrame(() =>
            document.querySelector<HTMLSelectElement>('select[name="your_car.make"]')?.focus(),
          );
        }}
      />
      <TextField
        name="your_car.value"
        label="What is your car worth? (€)"
        hint="We filled in our estimate once we found your car. Change it if you know better."
        inputMode="numeric"
        validate={carValue}
      />
      <YesNoField
        name="your_car.modifications.performance"
        legend="Has the car been changed to add power or speed (engine, exhaust, suspension)?"
        validate={performanceRule}
      />
      <YesNoField
        name="your_car.modifications.cosmetic"
        legend="Has the car been changed in how it looks (alloy wheels, body kit, tinted windows)?"
        validate={cosmeticRule}
      />
      <ChoiceField
        name="your_car.overnightLocation"
        legend="Where is the car kept overnight?"
        choices={options.overnightLocations}
        validate={overnightRule}
      />
      <ChoiceField
        name="your_car.usage"
        legend="What will the car be used for?"
        choices={options.usages}
        validate={usageRule}
      />
      <TextField
        name="your_car.annualMileage"
        label="How many kilometres will you drive in a year?"
        hint="A rough figure is fine, for example 12000"
        inputMode="numeric"
        validate={requiredMileage}
      />
    </>
  );
}
