import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from 'react-final-form';
import { visibleError } from '../../../components/TextField';
import type { Validator } from '../../../components/validators';
import { FieldFrame } from './FieldFrame';

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'onChange'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  validate?: Validator<string | undefined>;
  /** How typed text is kept, for example in capitals. */
  parse?: (value: string) => string | undefined;
  /** How a kept value reads in the box, for example a date as DD/MM/YYYY. */
  format?: (value: string | undefined) => string;
};

/** A text-like input of the quote form (text, email, tel, date, numbers typed as text). */
export function InputField({
  name,
  label,
  hint,
  validate,
  parse,
  format,
  type = 'text',
  ...inputProps
}: InputFieldProps) {
  return (
    <Field<string | undefined>
      name={name}
      validate={validate}
      type={type}
      // final-form's own parse turns an emptied box into undefined (SPEC §5 'Required'); keep that.
      parse={parse ? (value: string) => (value === '' ? undefined : parse(value)) : undefined}
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
