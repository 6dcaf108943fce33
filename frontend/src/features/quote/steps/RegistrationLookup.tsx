import { Field } from 'react-final-form';
import { visibleError } from '#src/components/FieldFrame';
import { FieldFrame } from '#src/components/FieldFrame';
import { requiredRegistration } from '../quoteRules';

interface RegistrationLookupProps {
  onFind: (registration: string) => void;
  /** The registration changed after a lookup, so the car found no longer answers it. */
  onEdit: () => void;
  busy: boolean;
}

/** The registration box and its Find button (SPEC §4: lookup by registration is the default). */
export function RegistrationLookup({ onFind, onEdit, busy }: RegistrationLookupProps) {
  return (
    <Field<string | undefined> name="your_car.registration" validate={requiredRegistration}>
      {({ input, meta }) => {
        const find = () => {
          if (input.value) onFind(input.value.trim());
          else input.onBlur();
        };
        return (
          <FieldFrame
            label="Registration number"
            hint="As on your number plate, for example 191-D-12345"
            error={visibleError(meta)}
          >
            {(control) => (
              <div className="registration-lookup">
                <input
                  {...input}
                  {...control}
                  className="field__input registration-lookup__input"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  onChange={(event) => {
                    input.onChange(event.target.value.toUpperCase() || undefined);
                    onEdit();
                  }}
                  onKeyDown={(event) => {
                    // Enter here means 'find my car', not 'next page'.
                    if (event.key !== 'Enter') return;
                    event.preventDefault();
                    find();
                  }}
                />
                <button type="button" className="button button--primary" onClick={find} disabled={busy}>
                  Find my car
                </button>
              </div>
            )}
          </FieldFrame>
        );
      }}
    </Field>
  );
}
