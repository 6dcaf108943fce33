import { enter, requiredAs } from '#src/components/validators';
import { YesNoField } from '#src/components/ChoiceField';
import { TextField } from '#src/components/TextField';

const insurerRule = enter('the insurer’s name');
const endRule = enter('the date that cover ended or will end');
const policyholderRule = requiredAs('Please say whether you were the policyholder');

/** One earlier policy, most recent first. */
export function PreviousInsuranceEntry({ name }: { name: string }) {
  return (
    <>
      <TextField name={`${name}.insurer`} label="Insurer" validate={insurerRule} />
      <TextField name={`${name}.policyNumber`} label="Policy number (optional)" autoComplete="off" />
      <TextField
        name={`${name}.expiryDate`}
        label="When did (or will) that cover end?"
        type="date"
        validate={endRule}
      />
      <YesNoField
        name={`${name}.wasPolicyholder`}
        legend="Were you the policyholder?"
        validate={policyholderRule}
      />
    </>
  );
}
