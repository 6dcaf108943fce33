import { useSearchParams } from 'react-router-dom';
import { submitPolicyChange } from '#src/api/forms';
import { TextField } from '#src/components/TextField';
import { choose, enter } from '#src/components/validators';
import { PublicForm } from '../kit/PublicForm';
import { SelectField } from '#src/components/SelectField';
import { choicesOf } from '../kit/choices';
import { SenderFields } from '../kit/SenderFields';
import { RequestDetails } from './RequestDetails';
import { POLICY_CHANGE_TYPES, toPolicyChangeBody, type PolicyChangeValues } from './rules';

const requestTypeRule = choose('what you would like to change');
const policyNumberRule = enter('your policy number');

/** `?policyNumber=` (from the documents page) fills in the policy number. */
export function PolicyChangeForm() {
  const [search] = useSearchParams();
  const policyNumber = search.get('policyNumber')?.slice(0, 30);
  return (
    <PublicForm<PolicyChangeValues>
      initialValues={policyNumber ? ({ policyNumber } as Partial<PolicyChangeValues>) : undefined}
      name="policy_change"
      title="Request a change"
      submitLabel="Send request"
      send={(values) => submitPolicyChange(toPolicyChangeBody(values))}
    >
      <SelectField
        name="requestType"
        label="What would you like to change?"
        options={choicesOf(POLICY_CHANGE_TYPES)}
        validate={requestTypeRule}
        placeholder="Please choose"
      />
      <RequestDetails />
      <fieldset className="form-group">
        <legend>Your policy</legend>
        <TextField name="policyNumber" label="Policy number" maxLength={30} validate={policyNumberRule} />
        <SenderFields />
      </fieldset>
    </PublicForm>
  );
}
