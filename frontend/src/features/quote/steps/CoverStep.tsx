import { Field, useFormState } from 'react-final-form';
import type { AddOnOption, QuoteOptions } from '#src/api/quotes';
import { choose, isoDay, readWholeNumber } from '#src/components/validators';
import { ChoiceField } from '#src/components/ChoiceField';
import { TextField } from '#src/components/TextField';
import { SelectField } from '#src/components/SelectField';
import type { QuoteFormValues } from '../formValues';
import { formatEuro } from '#src/language/money';
import { availableAddOns } from '../pageBodies';
import { addDays, requiredStartDate } from '../quoteRules';
import { plural } from '#src/language/plural';

const coverRule = choose('your cover');
const excessRule = choose('your voluntary excess');

function addOnPrice(addOn: AddOnOption): string {
  if (addOn.priceCents !== undefined) return `${formatEuro(addOn.priceCents)} a year`;
  if (addOn.rate !== undefined) return `${Math.round(addOn.rate * 100)}% of the premium`;
  return '';
}

/** Step 6: the cover, the voluntary excess, extras and the start date. */
export function CoverStep({ options }: { options: QuoteOptions }) {
  const { values } = useFormState<QuoteFormValues>({ subscription: { values: true } });
  const ncbYears = readWholeNumber(values.your_driving_history.ncbYears) ?? 0;
  const offered = availableAddOns(options.addOns, values.cover.type, ncbYears);
  const today = new Date();
  const excesses = options.voluntaryExcessCents.map((cents) => ({
    value: String(cents),
    label: cents === 0 ? 'None' : formatEuro(cents),
  }));
  return (
    <>
      <ChoiceField
        name="cover.type"
        legend="What cover would you like?"
        choices={options.coverTypes}
        validate={coverRule}
      />
      <SelectField
        name="cover.voluntaryExcess"
        label="Voluntary excess"
        hint="What you agree to pay towards a claim on top of the compulsory excess. A higher amount lowers your price."
        options={excesses}
        validate={excessRule}
        placeholder="Please choose"
      />
      <fieldset className="field field--choices">
        <legend className="field__label">Extras (optional)</legend>
        <div className="choices">
          {options.addOns.map((addOn) => {
            const available = offered.includes(addOn);
            return (
              <Field key={addOn.value} name="cover.addOns" type="checkbox" value={addOn.value}>
                {({ input }) => (
                  <label className={available ? 'choice' : 'choice choice--unavailable'}>
                    <input {...input} checked={available && input.checked} disabled={!available} />
                    <span>
                      {addOn.label}{' '}
                      <span className="choice__detail">
                        {available ? addOnPrice(addOn) : unavailableReason(addOn, ncbYears)}
                      </span>
                    </span>
                  </label>
                )}
              </Field>
            );
          })}
        </div>
      </fieldset>
      <TextField
        name="cover.startDate"
        label="When should your cover start?"
        hint={`Any day from today up to ${plural(options.maxStartDaysAhead, 'day')} ahead.`}
        type="date"
        min={isoDay(today)}
        max={isoDay(addDays(today, options.maxStartDaysAhead))}
        validate={requiredStartDate(options.maxStartDaysAhead)}
      />
    </>
  );
}

function unavailableReason(addOn: AddOnOption, ncbYears: number): string {
  return addOn.minNcbYears !== undefined && ncbYears < addOn.minNcbYears
    ? `Needs ${addOn.minNcbYears} or more years' no-claims bonus`
    : 'Not available with this cover';
}
