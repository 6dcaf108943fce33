import { useField } from 'react-final-form';
import type { QuoteOptions } from '#src/api/quotes';
import { choose } from '#src/components/validators';
import { TextField } from '#src/components/TextField';
import { OptionalList } from '#src/components/OptionalList';
import { DateOfBirthField } from '#src/components/DateOfBirthField';
import { SelectField } from '#src/components/SelectField';
import { requiredDateOfBirth, requiredName } from '../quoteRules';
import { ClaimEntry } from './ClaimEntry';
import { LicenceQuestions } from './LicenceQuestions';

const firstNameRule = requiredName('the driver’s first name');
const lastNameRule = requiredName('the driver’s last name');
const dateOfBirthRule = requiredDateOfBirth('the driver’s');
const relationshipRule = choose('the driver’s relationship to you');

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
      <TextField name={`${name}.firstName`} label="First name" autoComplete="off" validate={firstNameRule} />
      <TextField name={`${name}.lastName`} label="Last name" autoComplete="off" validate={lastNameRule} />
      <DateOfBirthField name={`${name}.dateOfBirth`} validate={dateOfBirthRule} />
      <SelectField
        name={`${name}.relationship`}
        label="Relationship to you"
        options={options.relationships}
        validate={relationshipRule}
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
