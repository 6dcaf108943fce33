import { useField } from 'react-final-form';
import type { QuoteOptions } from '#src/api/quotes';
import { composeValidators, enter, wholeNumber } from '#src/components/validators';
import { TextField } from '#src/components/TextField';
import { OptionalList } from '#src/components/OptionalList';

import { LEARNER_LICENCE } from '../quoteRules';
import { LearnerDates } from './LearnerDates';
import { LicenceQuestions } from './LicenceQuestions';
import { PreviousInsuranceEntry } from './PreviousInsuranceEntry';

const requiredNcb = composeValidators(enter('your years of no-claims bonus'), wholeNumber(0, 30));

/** Step 3: the driver's licence, no-claims bonus, points, convictions and previous cover. */
export function DrivingHistoryStep({ options }: { options: QuoteOptions }) {
  const { input: licenceType } = useField<string | undefined>('your_driving_history.licenceType', {
    subscription: { value: true },
  });
  return (
    <>
      <LicenceQuestions name="your_driving_history" options={options} who="you" />
      {licenceType.value === LEARNER_LICENCE && <LearnerDates />}
      <TextField
        name="your_driving_history.ncbYears"
        label="How many years' no-claims bonus do you have?"
        hint="From your last insurer's renewal notice. Enter 0 if none."
        inputMode="numeric"
        validate={requiredNcb}
      />
      <OptionalList
        answerName="your_driving_history.hasPreviousInsurance"
        question="Have you had car insurance of your own or as a named driver before?"
        name="your_driving_history.most_recent_insurance"
        noun="policy"
        unanswered="Please say whether you have had car insurance before"
        max={5}
        renderItem={(item) => <PreviousInsuranceEntry name={item} />}
      />
    </>
  );
}
