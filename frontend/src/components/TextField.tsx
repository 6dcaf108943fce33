import { useId, type InputHTMLAttributes } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import type { Validator } from './validators';
import './TextField.css';

/** SPEC §5: an error shows only once the field has been touched, or while an async check runs. */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched && !meta.validating) return undefined;
  const error: unknown = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  return typeof error === 'string' ? error : undefined;
}

/** The error line under a field; its id is what the field's aria-describedby points at. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <p id={id} className="field__error">
      {error}
    </p>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'onChange'> & {
  name: string;
  label: string;
  validate?: Validator<string | undefined>;
  /** How typed text is kept, and how a kept value reads in the box (a date typed as DD/MM/YYYY). */
  parse?: (text: string) => string | undefined;
  format?: (value: string | undefined) => string;
};

/** A labelled react-final-form text input that reports its error accessibly. */
export function TextField({
  name,
  label,
  validate,
  type = 'text',
  parse,
  format,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field<string | undefined>
      name={name}
      validate={validate}
      type={type}
      // final-form's own parse turns an emptied box into undefined (SPEC §5 'Required'); keep that.
      parse={parse ? (text: string) => (text === '' ? undefined : parse(text)) : undefined}
      format={format}
    >
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <div className="field">
            <label className="field__label" htmlFor={id}>
              {label}
            </label>
            <input
              {...inputProps}
              {...input}
              id={id}
              className="field__input"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <FieldError id={errorId} error={error} />
          </div>
        );
      }}
    </Field>
  );
}
