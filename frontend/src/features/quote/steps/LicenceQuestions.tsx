import { useField } from 'react-final-form';
import { Link } from 'react-router-dom';
import type { QuoteOptions } from '#src/api/quotes';
import { choose, composeValidators, enter, wholeNumber } from '#src/components/validators';
import { ChoiceField } from '#src/components/ChoiceField';
import { TextField } from '#src/components/TextField';
import { OptionalList } from '#src/components/OptionalList';
import { DRIVER_NUMBER_HELP_PATH } from '../quotePaths';
import { driverNumber, needsDriverNumber } from '../quoteRules';
import { ConvictionEntry } from './ConvictionEntry';

const licenceRule = choose('the licence held');
const requiredYears = composeValidators(
  enter('how many full years the licence has been held'),
  wholeNumber(0, 80),
);
const requiredPoints = composeValidators(enter('the number of penalty points'), wholeNumber(0, 20));
const requiredDriverNumber = composeValidators(enter('the driver number'), driverNumber);

interface LicenceQuestionsProps {
  /** Where this driver's answers sit in the form: 'your_driving_history' or 'additional_drivers[0]'. */
  name: string;
  options: QuoteOptions;
  /** 'you' for the proposer, or the other driver's first name. */
  who: string;
}

/** The licence, points and convictions every driver on the policy is asked about. */
export function LicenceQuestions({ name, options, who }: LicenceQuestionsProps) {
  const { input: licenceType } = useField<string | undefined>(`${name}.licenceType`, {
    subscription: { value: true },
  });
  const you = who === 'you';
  return (
    <>
      <ChoiceField
        name={`${name}.licenceType`}
        legend={you ? 'What licence do you hold?' : `What licence does ${who} hold?`}
        choices={options.licenceTypes}
        validate={licenceRule}
      />
      <TextField
        name={`${name}.licenceYears`}
        label={you ? 'How many full years have you held it?' : `How many full years has ${who} held it?`}
        hint="Enter 0 if less than a year"
        inputMode="numeric"
        validate={requiredYears}
      />
      {needsDriverNumber(licenceType.value) && (
        <TextField
          name={`${name}.driverNumber`}
          label="Driver number"
          hint={
            <>
              The 9-digit number at field 4d on the licence or learner permit.{' '}
              <Link to={DRIVER_NUMBER_HELP_PATH} target="_blank" rel="noopener">
                Where to find it (opens in a new tab)
              </Link>
            </>
          }
          inputMode="numeric"
          autoComplete="off"
          validate={requiredDriverNumber}
        />
      )}
      <TextField
        name={`${name}.penaltyPoints`}
        label={you ? 'How many penalty points do you have?' : `How many penalty points does ${who} have?`}
        hint="Enter 0 if none"
        inputMode="numeric"
        validate={requiredPoints}
      />
      <OptionalList
        answerName={`${name}.hasConvictions`}
        question={
          you
            ? 'Have you been convicted of a motoring offence in the last 5 years?'
            : `Has ${who} been convicted of a motoring offence in the last 5 years?`
        }
        hint="Penalty points alone are not a conviction."
        name={`${name}.convictions`}
        noun="conviction"
        unanswered={
          you
            ? 'Please say whether you have been convicted of a motoring offence'
            : `Please say whether ${who} has been convicted of a motoring offence`
        }
        max={10}
        renderItem={(item) => <ConvictionEntry name={item} options={options} />}
      />
    </>
  );
}
