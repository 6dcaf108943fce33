import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { FieldError, visibleError } from './FieldFrame';
import type { Validator } from './validators';

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  validate?: Validator<boolean | undefined>;
}

export function CheckboxField({ name, label, validate }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field<boolean> name={name} type="checkbox" validate={validate}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <div className="field field--checkbox">
            <input
              type="checkbox"
              name={input.name}
              checked={input.checked}
              onChange={input.onChange}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              id={id}
              className="field__checkbox"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <label htmlFor={id}>{label}</label>
            <FieldError id={errorId} error={error} />
          </div>
        );
      }}
    </Field>
  );
}
