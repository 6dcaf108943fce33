import { useForm, useFormState } from 'react-final-form';
import { useVehicleEngines, useVehicleMakes, useVehicleModels, useVehicleYears } from '#src/api/reference';
import { brand } from '#src/brand';
import { TextField } from '#src/components/TextField';
import { choose as chooseRule } from '#src/components/validators';
import { SelectField, type SelectOption } from '#src/components/SelectField';
import type { QuoteFormValues } from '../formValues';
import { requiredRegistration } from '../quoteRules';
import { engineLabel } from '../vehicleWords';
import type { ManualChoice } from './useCarFinder';

const asChoices = (values: readonly (string | number)[] | undefined): SelectOption[] =>
  (values ?? []).map((value) => ({ value: String(value), label: String(value) }));

// In the order they are chosen: each list follows from the choices above it.
const LEVELS = ['make', 'model', 'year', 'engine'] as const;
const LABELS: Record<(typeof LEVELS)[number], string> = {
  make: 'Make',
  model: 'Model',
  year: 'Year of first registration',
  engine: 'Engine',
};
const RULES = {
  make: chooseRule('the car’s make'),
  model: chooseRule('the car’s model'),
  year: chooseRule('the year the car was first registered'),
  engine: chooseRule('the car’s engine'),
};

interface ManualVehicleProps {
  onChosen: (choice: ManualChoice) => void;
  onEdit: () => void;
}

/**
 * The registration (the policy's documents need it however the car is found), then make, model, year and
 * engine; the car is looked up once all four are chosen.
 */
export function ManualVehicle({ onChosen, onEdit }: ManualVehicleProps) {
  const form = useForm();
  const { values } = useFormState<QuoteFormValues>({ subscription: { values: true } });
  const { make, model, year } = values.your_car;
  const choices: Record<(typeof LEVELS)[number], SelectOption[]> = {
    make: asChoices(useVehicleMakes().data),
    model: asChoices(useVehicleModels(make).data),
    year: asChoices(useVehicleYears(make, model).data),
    engine: (useVehicleEngines(make, model, year ? Number(year) : undefined).data ?? []).map((option) => ({
      value: option.engine,
      label: engineLabel(option),
    })),
  };

  const choose = (level: number, value: string | undefined) => {
    // A new choice clears the ones below it: a Fiesta's engines are not a Golf's.
    form.batch(() => LEVELS.slice(level + 1).forEach((field) => form.change(`your_car.${field}`, undefined)));
    onEdit();
    if (LEVELS[level] === 'engine' && make && model && year && value) {
      onChosen({ make, model, year: Number(year), engine: value });
    }
  };

  return (
    <>
      <TextField
        name="your_car.registration"
        label="Registration number"
        hint={`As on the number plate, for example 251-D-12345: your certificate and disc show it. Buying a new car? The dealer gives you its registration before you collect it. Not registered yet? Call us on ${brand.phone.dublin}.`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        validate={requiredRegistration}
      />
      {LEVELS.map((field, level) => (
        <SelectField
          key={field}
          name={`your_car.${field}`}
          label={LABELS[field]}
          options={choices[field]}
          validate={RULES[field]}
          disabled={level > 0 && !values.your_car[LEVELS[level - 1]]}
          onChoose={(value) => choose(level, value)}
          placeholder="Please choose"
        />
      ))}
    </>
  );
}
