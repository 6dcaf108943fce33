import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { visibleError } from '../../../components/TextField';
import type { Validator } from '../../../components/validators';
import { FieldFrame } from './FieldFrame';

export interface Choice {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  choices: readonly Choice[];
  validate?: Validator<string | undefined>;
  /** The first, empty choice, so nothing is chosen for the driver. */
  placeholder?: string;
  disabled?: boolean;
  /** Told of the driver's choice, for example to clear the choices that depended on the old one. */
  onChoose?: (value: string | undefined) => void;
}

/** A select over value/label choices (the quote options list their own words). */
export function SelectField({
  name,
  label,
  hint,
  choices,
  validate,
  placeholder = 'Please choose',
  disabled,
  onChoose,
}: SelectFieldProps) {
  return (
    <Field<string | undefined> name={name} validate={validate}>
      {({ input, meta }) => (
        <FieldFrame label={label} hint={hint} error={visibleError(meta)}>
          {(control) => (
            <select
              {...input}
              {...control}
              className="field__input"
              disabled={disabled}
              onChange={(event) => {
                const value = event.target.value || undefined;
                input.onChange(value);
                onChoose?.(value);
              }}
            >
              <option value="">{placeholder}</option>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      )}
    </Field>
  );
}
