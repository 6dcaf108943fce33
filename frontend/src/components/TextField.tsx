import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from 'react-final-form';
import { FieldFrame, visibleError } from './FieldFrame';
import type { Validator } from './validators';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'onChange'> & {
  name: string;
  label: ReactNode;
  /** Said under the label and read with the box: an example, or where to find the answer. */
  hint?: ReactNode;
  validate?: Validator<string | undefined>;
  /** How typed text is kept (in capitals, a date typed as DD/MM/YYYY), and how a kept value reads in the box. */
  parse?: (text: string) => string | undefined;
  format?: (value: string | undefined) => string;
};

/** A labelled react-final-form text-like input (text, email, tel, date, numbers typed as text). */
export function TextField({
  name,
  label,
  hint,
  validate,
  type = 'text',
  parse,
  format,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field<string | undefined>
      name={name}
      validate={validate}
      type={type}
      // final-form's own parse turns an emptied box into undefined (SPEC §5 'Required'); keep that.
      parse={parse ? (text: string) => (text === '' ? undefined : parse(text)) : undefined}
      format={format}
    >
      {({ input, meta }) => (
        <FieldFrame label={label} hint={hint} error={visibleError(meta)}>
          {(control) => <input {...inputProps} {...input} {...control} className="field__input" />}
        </FieldFrame>
      )}
    </Field>
  );
}
