import { useId } from 'react';
import { Field } from 'react-final-form';
import { FieldError, visibleError } from '../../../components/TextField';
import { RichTextEditor, type HeadingLevel } from './RichTextEditor';

interface RichTextFieldProps {
  name: string;
  label: string;
  headingLevels?: readonly HeadingLevel[];
}

/** RichTextEditor as a react-final-form field, with its label and error line. */
export function RichTextField({ name, label, headingLevels }: RichTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <div className="field">
            <span className="field__label" id={`${id}-label`}>
              {label}
            </span>
            <RichTextEditor
              label={label}
              value={input.value ?? ''}
              onChange={input.onChange}
              onBlur={input.onBlur}
              headingLevels={headingLevels}
              errorId={error ? errorId : undefined}
            />
            <FieldError id={errorId} error={error} />
          </div>
        );
      }}
    </Field>
  );
}
