import type { QuoteOptions } from '#src/api/quotes';
import { requiredAs, wholeNumber } from '#src/components/validators';
import { YesNoField } from '#src/components/ChoiceField';
import { TextField } from '#src/components/TextField';
import { PastDateField } from '#src/components/DateField';
import { SelectField } from '#src/components/SelectField';

const faultRule = requiredAs('Please say whether the driver was at fault');
const claimAmount = wholeNumber(0, 1_000_000, 'Please enter the cost in whole euro, or leave it blank');

/** One claim or accident: when, what, whose fault and what it cost. */
export function ClaimEntry({ name, options }: { name: string; options: QuoteOptions }) {
  return (
    <>
      <PastDateField name={`${name}.date`} label="Date of the claim or accident" />
      <SelectField
        name={`${name}.type`}
        label="What happened? (optional)"
        options={options.claimTypes}
        placeholder="Please choose"
      />
      <YesNoField name={`${name}.fault`} legend="Was the driver at fault?" validate={faultRule} />
      <TextField
        name={`${name}.amount`}
        label="What did it cost? (€, optional)"
        hint="Your best estimate, in whole euro"
        inputMode="numeric"
        validate={claimAmount}
      />
    </>
  );
}
