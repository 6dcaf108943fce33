import { useField } from 'react-final-form';
import type { QuoteOptions } from '../../../api/quotes';
import { choose } from '../../../components/validators';
import { TextField } from '../../../components/TextField';
import { OptionalList } from '../../../components/OptionalList';
import { DateOfBirthField } from '../../../components/DateOfBirthField';
import { SelectField } from '../../../components/SelectField';
import { requiredDateOfBirth, requiredName } from '../quoteRules';
import { ClaimEntry } from './ClaimEntry';
import { LicenceQuestions } from './LicenceQuestions';

const FIRST_NAME_RULE = requiredName('the driver’s first name');
const LAST_NAME_RULE = requiredName('the driver’s last name');
const DATE_OF_BIRTH_RULE = requiredDateOfBirth('the driver’s');
const RELATIONSHIP_RULE = choose('the driver’s relationship to you');

interface DriverEntryProps {
  name: string;
  options: QuoteOptions;
  /** How questions name the driver until her first name is typed. */
  fallbackName: string;
}

/** One other driver: who she is, her relationship to the driver, licence, claims and convictions. */
export function DriverEntry({ name, options, fallbackName }: DriverEntryProps) {
  const { input: firstName } = useField<string | undefined>(`${name}.firstName`, {
    subscription: { value: true },
  });
  const who = firstName.value?.trim() || fallbackName;
  return (
    <>
      <TextField name={`${name}.firstName`} label="First name" autoComplete="off" validate={FIRST_NAME_RULE} />
      <TextField name={`${name}.lastName`} label="Last name" autoComplete="off" validate={LAST_NAME_RULE} />
      <DateOfBirthField name={`${name}.dateOfBirth`} validate={DATE_OF_BIRTH_RULE} />
      <SelectField
        name={`${name}.relationship`}
        label="Relationship to you"
        options={options.relationships}
        validate={RELATIONSHIP_RULE}
        placeholder="Please choose"
      />
      <LicenceQuestions name={name} options={options} who={who} />
      <OptionalList
        answerName={`${name}.hasClaims`}
        question={`Has ${who} had any claims or accidents in the last 5 years?`}
        name={`${name}.claims`}
        noun="claim"
        unanswered={`Please say whether ${who} has had any claims or accidents`}
        max={10}
        renderItem={(item) => <ClaimEntry name={item} options={options} />}
      />
    </>
  );
}
