import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { FieldError, visibleError } from '../../../components/TextField';
import type { Validator } from '../../../components/validators';

export interface RadioOption<T> {
  value: T;
  label: string;
}

interface RadioGroupFieldProps<T> {
  name: string;
  legend: string;
  options: readonly RadioOption<T>[];
  validate?: Validator<T | undefined>;
  /** Said under the legend and read with the group, for example what a choice leads to. */
  hint?: ReactNode;
  /** Draws an option's label (the option's text stays its accessible name); `chosen` is the current value. */
  renderLabel?: (option: RadioOption<T>, chosen: T | undefined) => ReactNode;
  className?: string;
}

/**
 * A fieldset of radio buttons holding any value (a number, true or false), not only strings. The arrow
 * keys move between options as in any native radio group.
 */
export function RadioGroupField<T extends string | number | boolean>({
  name,
  legend,
  options,
  validate,
  hint,
  renderLabel = (option) => option.label,
  className = '',
}: RadioGroupFieldProps<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field<T> name={name} validate={validate}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        const chosen = input.value === '' ? undefined : input.value;
        const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
        return (
          <fieldset
            className={`field field--choices ${className}`}
            aria-describedby={describedBy || undefined}
            data-invalid={error ? true : undefined}
          >
            <legend className="field__label">{legend}</legend>
            {hint && (
              <div id={hintId} className="field__hint">
                {hint}
              </div>
            )}
            <div className="field__options">
              {options.map((option) => (
                <label key={String(option.value)} className="field__option">
                  <input
                    type="radio"
                    name={input.name}
                    checked={chosen === option.value}
                    onChange={() => input.onChange(option.value)}
                    onBlur={input.onBlur}
                    onFocus={input.onFocus}
                  />
                  {renderLabel(option, chosen)}
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
