import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { FieldFrame, visibleError } from './FieldFrame';
import type { Validator } from './validators';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps<V> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly SelectOption[];
  validate?: Validator<V | undefined>;
  /** A first, empty option ('Please choose'), so nothing is chosen for the visitor. */
  placeholder?: string;
  disabled?: boolean;
  /** Told of a choice, for example to clear the choices that depended on the old one. */
  onChoose?: (value: string | undefined) => void;
  /** Convert a value that is not text (a number) to and from the option's value. */
  parse?: (value: string) => V;
  format?: (value: V) => string;
}

/** A labelled react-final-form select over value/label options; an empty option's value is kept as undefined. */
export function SelectField<V = string>({
  name,
  label,
  hint,
  options,
  validate,
  placeholder,
  disabled,
  onChoose,
  parse,
  format,
}: SelectFieldProps<V>) {
  return (
    <Field<V | undefined>
      name={name}
      validate={validate}
      parse={parse}
      format={format ? (value) => (value === undefined ? '' : format(value)) : undefined}
    >
      {({ input, meta }) => (
        <FieldFrame label={label} hint={hint} error={visibleError(meta)}>
          {(control) => (
            <select
              {...input}
              {...control}
              // final-form formats the kept value as the option's text ('' for none) before it gets here.
              value={String(input.value)}
              className="field__input"
              disabled={disabled}
              onChange={(event) => {
                input.onChange(event);
                onChoose?.(event.target.value || undefined);
              }}
            >
              {placeholder !== undefined && <option value="">{placeholder}</option>}
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      )}
    </Field>
  );
}
