import { required } from '../../../components/validators';
import { YesNoField } from '../../../components/ChoiceField';
import { TextField } from '../../../components/TextField';

/** One earlier policy, most recent first. */
export function PreviousInsuranceEntry({ name }: { name: string }) {
  return (
    <>
      <TextField name={`${name}.insurer`} label="Insurer" validate={required} />
      <TextField name={`${name}.policyNumber`} label="Policy number (optional)" autoComplete="off" />
      <TextField
        name={`${name}.expiryDate`}
        label="When did (or will) that cover end?"
        type="date"
        validate={required}
      />
      <YesNoField name={`${name}.wasPolicyholder`} legend="Were you the policyholder?" validate={required} />
    </>
  );
}
