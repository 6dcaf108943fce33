import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { FieldError, FieldHint, useFieldIds, visibleError } from './FieldFrame';
import { radioTabIndex } from './radioTabStop';
import type { Validator } from './validators';

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
  /** Told of the visitor's answer, for example to start a list when she answers Yes. */
  onAnswer?: (value: T) => void;
  /** Draws a choice's label (the label stays its accessible name); `chosen` is the current value. */
  renderLabel?: (choice: RadioChoice<T>, chosen: T | undefined) => ReactNode;
  /** A look of its own (the star rating). */
  className?: string;
}

/**
 * Radio buttons holding any value (a number, true or false), each a whole-row tap target: on a phone
 * a short list of radios is quicker to answer than a select. The arrow keys move between choices as in
 * any native radio group.
 */
export function ChoiceField<T extends string | number | boolean>({
  name,
  legend,
  hint,
  choices,
  validate,
  inline = false,
  onAnswer,
  renderLabel = (choice) => <span>{choice.label}</span>,
  className,
}: ChoiceFieldProps<T>) {
  return (
    <Field<T | undefined> name={name} validate={validate}>
      {({ input, meta }) => (
        <Choices legend={legend} hint={hint} error={visibleError(meta)} className={className} inline={inline}>
          {choices.map((choice, index) => (
            <label key={String(choice.value)} className="choice">
              <input
                type="radio"
                name={input.name}
                checked={input.value === choice.value}
                tabIndex={radioTabIndex(
                  index,
                  input.value === choice.value,
                  choices.some((c) => c.value === input.value),
                )}
                aria-invalid={visibleError(meta) ? true : undefined}
                onChange={() => {
                  input.onChange(choice.value);
                  onAnswer?.(choice.value);
                }}
                onBlur={() => input.onBlur()}
                onFocus={() => input.onFocus()}
              />
              {renderLabel(choice, input.value === '' ? undefined : input.value)}
            </label>
          ))}
        </Choices>
      )}
    </Field>
  );
}

interface ChoicesProps {
  legend: ReactNode;
  hint: ReactNode;
  error: string | undefined;
  inline: boolean;
  className: string | undefined;
  children: ReactNode;
}

/** The fieldset around a group of choices: legend, hint, the choices, and the group's error line. */
function Choices({ legend, hint, error, inline, className, children }: ChoicesProps) {
  const { hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <fieldset
      className={['field', 'field--choices', className].filter(Boolean).join(' ')}
      aria-describedby={describedBy}
    >
      <legend className="field__label">{legend}</legend>
      <FieldHint id={hintId} hint={hint} />
      <div className={inline ? 'choices choices--inline' : 'choices'}>{children}</div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

const YES_NO: readonly RadioChoice<boolean>[] = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

type YesNoFieldProps = Omit<ChoiceFieldProps<boolean>, 'choices' | 'inline' | 'renderLabel'>;

export function YesNoField(props: YesNoFieldProps) {
  return <ChoiceField {...props} choices={YES_NO} inline />;
}
