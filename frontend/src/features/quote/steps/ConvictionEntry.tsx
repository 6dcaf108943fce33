import type { QuoteOptions } from '../../../api/quotes';
import { required } from '../../../components/validators';
import { PastDateField } from '../fields/PastDateField';
import { SelectField } from '../fields/SelectField';

/** One motoring conviction: what for, and when. */
export function ConvictionEntry({ name, options }: { name: string; options: QuoteOptions }) {
  return (
    <>
      <SelectField name={`${name}.code`} label="Offence" choices={options.convictions} validate={required} />
      <PastDateField name={`${name}.date`} label="Date of conviction" />
    </>
  );
}
