import { useId } from 'react';
import { Field } from 'react-final-form';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled react-final-form select. Every option is valid, so it has no error line. `parse` and
 * `format` convert a value that is not text (a number) to and from the option's value.
 */
export function SelectField<V = string>({
  name,
  label,
  options,
  parse,
  format,
}: {
  name: string;
  label: string;
  options: readonly SelectOption[];
  parse?: (value: string) => V;
  format?: (value: V) => string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <Field<V, HTMLElement, string>
        name={name}
        component="select"
        id={id}
        className="field__input"
        parse={parse}
        format={format}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Field>
    </div>
  );
}
