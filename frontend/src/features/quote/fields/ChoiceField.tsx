import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { FieldError, visibleError } from '../../../components/TextField';
import type { Validator } from '../../../components/validators';

export interface RadioChoice<T> {
  value: T;
  label: ReactNode;
}

interface ChoiceFieldProps<T> {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  choices: readonly RadioChoice<T>[];
  validate?: Validator<T | undefined>;
  /** Side by side (Yes / No) rather than one under another. */
  inline?: boolean;
  /** Told of the driver's answer, for example to start a list when she answers Yes. */
  onAnswer?: (value: T) => void;
}

/**
 * Radio buttons holding any value (true and false included), each a whole-row tap target: on a phone
 * a short list of radios is quicker to answer than a select.
 */
export function ChoiceField<T extends string | boolean>({
  name,
  legend,
  hint,
  choices,
  validate,
  inline = false,
  onAnswer,
}: ChoiceFieldProps<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field<T | undefined> name={name} validate={validate}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
        return (
          <fieldset className="field field--choices" aria-describedby={describedBy}>
            <legend className="field__label">{legend}</legend>
            {hint && (
              <div id={hintId} className="field__hint">
                {hint}
              </div>
            )}
            <div className={inline ? 'choices choices--inline' : 'choices'}>
              {choices.map((choice) => (
                <label key={String(choice.value)} className="choice">
                  <input
                    type="radio"
                    name={input.name}
                    checked={input.value === choice.value}
                    aria-invalid={error ? true : undefined}
                    onChange={() => {
                      input.onChange(choice.value);
                      onAnswer?.(choice.value);
                    }}
                    onBlur={() => input.onBlur()}
                    onFocus={() => input.onFocus()}
                  />
                  <span>{choice.label}</span>
                </label>
              ))}
            </div>
            <FieldError id={errorId} error={error} />
          </fieldset>
        );
      }}
    </Field>
  );
}

const YES_NO: readonly RadioChoice<boolean>[] = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

type YesNoFieldProps = Omit<ChoiceFieldProps<boolean>, 'choices' | 'inline'>;

export function YesNoField(props: YesNoFieldProps) {
  return <ChoiceField {...props} choices={YES_NO} inline />;
}
