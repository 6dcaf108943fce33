import { useId } from 'react';
import { useField } from 'react-final-form';
import { Link } from 'react-router-dom';
import { SelectField } from '#src/components/SelectField';
import { choose } from '#src/components/validators';
import { choicesOf } from '../kit/choices';
import { isSelfService, MY_POLICY_PATH, POLICY_CHANGE_TYPES, type PolicyChangeType } from './rules';

const requestTypeRule = choose('what you would like to change');

/** Above the form: most policyholders want a change /my-policy prices at once, not a call back. */
export function SelfServiceNote() {
  const titleId = useId();
  return (
    <section className="self-service-note" aria-labelledby={titleId}>
      <h2 id={titleId} className="self-service-note__title">
        Have a policy with us? See the price of your change now
      </h2>
      <p>
        Passed your driving test, changed car, adding a named driver or moved house? On{' '}
        <Link to={MY_POLICY_PATH}>My policy</Link> you see the price of the change at once, confirm it, and
        get your new documents in minutes.
      </p>
      <p>Use this form for anything else, or if you would rather we call you.</p>
    </section>
  );
}

/** The request type, saying beside the choice when /my-policy can make that change straight away. */
export function RequestTypeField() {
  const { input } = useField<PolicyChangeType | undefined>('requestType', { subscription: { value: true } });
  return (
    <SelectField
      name="requestType"
      label="What would you like to change?"
      hint={
        isSelfService(input.value) ? (
          <>
            You can make this change yourself on <Link to={MY_POLICY_PATH}>My policy</Link> and see its price
            at once.
          </>
        ) : undefined
      }
      options={choicesOf(POLICY_CHANGE_TYPES)}
      validate={requestTypeRule}
      placeholder="Please choose"
    />
  );
}
