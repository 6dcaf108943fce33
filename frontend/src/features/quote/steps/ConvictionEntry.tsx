import type { QuoteOptions } from '#src/api/quotes';
import { choose } from '#src/components/validators';
import { PastDateField } from '#src/components/DateField';
import { SelectField } from '#src/components/SelectField';

const offenceRule = choose('the offence');

/** One motoring conviction: what for, and when. */
export function ConvictionEntry({ name, options }: { name: string; options: QuoteOptions }) {
  return (
    <>
      <SelectField
        name={`${name}.code`}
        label="Offence"
        options={options.convictions}
        validate={offenceRule}
        placeholder="Please choose"
      />
      <PastDateField name={`${name}.date`} label="Date of conviction" />
    </>
  );
}
