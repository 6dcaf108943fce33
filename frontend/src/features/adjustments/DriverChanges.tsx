import { useQuoteOptions } from '../../api/quotes';
import { ChoiceField } from '../../components/ChoiceField';
import { choose } from '../../components/validators';
import type { DriverValues } from '../quote/formValues';
import { driverBody } from '../quote/pageBodies';
import { pageFieldPath } from '../quote/serverErrors';
import { DriverEntry } from '../quote/steps/DriverEntry';
import { partFieldPath } from './partFieldPath';
import { EffectiveDateField, PolicyChange } from './PolicyChange';

interface AddDriverValues {
  additional_drivers: DriverValues[];
  effectiveDate?: string;
}

interface RemoveDriverValues {
  removeDriver: { driverIndex?: number };
  effectiveDate?: string;
}

// One object for the form's life: a new one each render would start the form again.
const ADD_INITIAL: AddDriverValues = { additional_drivers: [{}] };
const REMOVE_INITIAL: RemoveDriverValues = { removeDriver: {} };
// The new driver is asked the quote's questions as its first named driver, so its fields are named so.
const addFieldPath = partFieldPath('addDriver', (path) =>
  pageFieldPath('additional_drivers', `drivers.0.${path}`),
);
const whoRule = choose('the driver to remove');

/** "Add a named driver": the quote's questions about another driver, and the day the cover starts. */
export function AddDriverChange() {
  const { data: options } = useQuoteOptions();
  return (
    <PolicyChange<AddDriverValues>
      title="Add a named driver"
      intro="Tell us about the driver as you would on a quote, and from when they will drive the car."
      initialValues={ADD_INITIAL}
      toRequest={({ additional_drivers: [driver], effectiveDate }) => ({
        type: 'add_driver',
        effectiveDate,
        addDriver: driverBody(driver),
      })}
      fieldPath={addFieldPath}
    >
      {options ? (
        <>
          <DriverEntry name="additional_drivers[0]" options={options} fallbackName="the driver" />
          <EffectiveDateField />
        </>
      ) : (
        <p role="status">Loading the questions…</p>
      )}
    </PolicyChange>
  );
}

/** "Remove a named driver": one of the drivers the policy names, in their order on it. */
export function RemoveDriverChange({ drivers }: { drivers: readonly string[] }) {
  return (
    <PolicyChange<RemoveDriverValues>
      title="Remove a named driver"
      intro="Choose the driver who no longer drives the car, and from when."
      initialValues={REMOVE_INITIAL}
      toRequest={({ removeDriver: { driverIndex }, effectiveDate }) => ({
        type: 'remove_driver',
        effectiveDate,
        removeDriver: { driverIndex: driverIndex! },
      })}
    >
      <ChoiceField<number>
        name="removeDriver.driverIndex"
        legend="Which driver?"
        choices={drivers.map((name, index) => ({ value: index, label: name }))}
        validate={whoRule}
      />
      <EffectiveDateField />
    </PolicyChange>
  );
}
