import { useId } from 'react';
import { Field } from 'react-final-form';
import { FieldError, visibleError } from './FieldFrame';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

type RichTextFieldProps = Pick<RichTextEditorProps, 'label' | 'headingLevels' | 'quotes' | 'imagePanel'> & {
  name: string;
};

/** RichTextEditor as a react-final-form field, with its label and error line. */
export function RichTextField({ name, ...editorProps }: RichTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <div className="field">
            <span className="field__label" id={`${id}-label`}>
              {editorProps.label}
            </span>
            <RichTextEditor
              {...editorProps}
              value={input.value ?? ''}
              onChange={input.onChange}
              onBlur={input.onBlur}
              errorId={error ? errorId : undefined}
            />
            <FieldError id={errorId} error={error} />
          </div>
        );
      }}
    </Field>
  );
}
