import { useSearchParams } from 'react-router-dom';
import { submitPolicyChange } from '#src/api/forms';
import { TextField } from '#src/components/TextField';
import { enter } from '#src/components/validators';
import { PublicForm } from '../kit/PublicForm';
import { SenderFields } from '../kit/SenderFields';
import { RequestDetails } from './RequestDetails';
import { toPolicyChangeBody, type PolicyChangeValues } from './rules';
import { RequestTypeField, SelfServiceNote } from './SelfService';

const policyNumberRule = enter('your policy number');

/** `?policyNumber=` (from the documents page) fills in the policy number. */
export function PolicyChangeForm() {
  const [search] = useSearchParams();
  const policyNumber = search.get('policyNumber')?.slice(0, 30);
  return (
    <>
      <SelfServiceNote />
      <PublicForm<PolicyChangeValues>
        initialValues={policyNumber ? ({ policyNumber } as Partial<PolicyChangeValues>) : undefined}
        name="policy_change"
        title="Request a change"
        submitLabel="Send request"
        send={(values) => submitPolicyChange(toPolicyChangeBody(values))}
      >
        <RequestTypeField />
        <RequestDetails />
        <fieldset className="form-group">
          <legend>Your policy</legend>
          <TextField name="policyNumber" label="Policy number" maxLength={30} validate={policyNumberRule} />
          <SenderFields />
        </fieldset>
      </PublicForm>
    </>
  );
}
