import { useMemo } from 'react';
import { useFormState } from 'react-final-form';
import type { QuoteOptions } from '#src/api/quotes';
import { composeValidators, requiredAs } from '#src/components/validators';
import { OptionalList } from '#src/components/OptionalList';
import type { QuoteFormValues } from '../formValues';
import { isLearner, learnerAccompanied, learnerRuleMessage } from '../quoteRules';
import { DriverEntry } from './DriverEntry';

const UNANSWERED = 'Please say whether anyone else will drive the car';

/** Step 5: everyone else who will drive the car. A learner must name her accompanying driver. */
export function AdditionalDriversStep({ options }: { options: QuoteOptions }) {
  const { values } = useFormState<QuoteFormValues>({ subscription: { values: true } });
  const learner = isLearner(values);
  const ruleMessage = learnerRuleMessage(options.learner, options.licenceTypes);
  // Stable across renders: final-form re-registers a field whose validator changes identity.
  const validate = useMemo(
    () => composeValidators(requiredAs(UNANSWERED), learnerAccompanied(options.learner, ruleMessage)),
    [options.learner, ruleMessage],
  );
  return (
    <>
      {learner && (
        <p className="notice" id="learner-rule">
          {ruleMessage}
        </p>
      )}
      <OptionalList
        answerName="hasAdditionalDrivers"
        question="Will anyone else drive the car?"
        hint={learner ? 'Add the person who will accompany you when you drive.' : undefined}
        name="additional_drivers"
        noun="driver"
        unanswered={UNANSWERED}
        max={6}
        validate={validate}
        renderItem={(item, index) => (
          <DriverEntry name={item} options={options} fallbackName={`driver ${index + 1}`} />
        )}
      />
    </>
  );
}
