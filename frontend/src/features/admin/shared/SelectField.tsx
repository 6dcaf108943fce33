import { useId } from 'react';
import { Field } from 'react-final-form';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled react-final-form select. Every option is valid, so it has no error line. */
export function SelectField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly SelectOption[];
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <Field<string> name={name} component="select" id={id} className="field__input">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Field>
    </div>
  );
}
