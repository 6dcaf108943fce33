import { required } from '../../../components/validators';
import { YesNoField } from '../fields/ChoiceField';
import { InputField } from '../fields/InputField';

/** One earlier policy, most recent first. */
export function PreviousInsuranceEntry({ name }: { name: string }) {
  return (
    <>
      <InputField name={`${name}.insurer`} label="Insurer" validate={required} />
      <InputField name={`${name}.policyNumber`} label="Policy number (optional)" autoComplete="off" />
      <InputField
        name={`${name}.expiryDate`}
        label="When did (or will) that cover end?"
        type="date"
        validate={required}
      />
      <YesNoField name={`${name}.wasPolicyholder`} legend="Were you the policyholder?" validate={required} />
    </>
  );
}
