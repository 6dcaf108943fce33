import { Field } from 'react-final-form';
import { FieldFrame, visibleError } from './FieldFrame';
import type { Validator } from './validators';

interface TextAreaFieldProps {
  name: string;
  label: string;
  validate?: Validator<string | undefined>;
  maxLength?: number;
  rows?: number;
}

/** A message box; the API takes up to 2,000 characters. */
export function TextAreaField({ name, label, validate, maxLength = 2000, rows = 5 }: TextAreaFieldProps) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => (
        <FieldFrame label={label} error={visibleError(meta)}>
          {(control) => (
            <textarea
              {...input}
              {...control}
              className="field__input field__input--multiline"
              rows={rows}
              maxLength={maxLength}
            />
          )}
        </FieldFrame>
      )}
    </Field>
  );
}
