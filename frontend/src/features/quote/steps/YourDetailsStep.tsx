import type { QuoteOptions } from '#src/api/quotes';
import { useBusinessTypeSearch, useOccupationSearch } from '#src/api/reference';
import { choose, composeValidators, enter, enterEmail } from '#src/components/validators';
import { nationalPhone } from '#src/components/phone';
import { TextField } from '#src/components/TextField';
import { DateOfBirthField } from '#src/components/DateOfBirthField';
import { SearchField } from '#src/components/SearchField';
import { SelectField } from '#src/components/SelectField';
import {
  BUSINESS_TYPE_MESSAGE,
  choiceFromList,
  irishPhone,
  OCCUPATION_MESSAGE,
  requiredDateOfBirth,
  requiredName,
  typedChoice,
} from '../quoteRules';
import { AddressSearch } from './AddressSearch';

const firstNameRule = requiredName('your first name');
const lastNameRule = requiredName('your last name');
const dateOfBirthRule = requiredDateOfBirth('your');
const emailRule = enterEmail();
const requiredPhone = composeValidators(enter('your mobile number'), irishPhone);
const maritalStatusRule = choose('your marital status');
const employmentStatusRule = choose('your employment status');
const requiredOccupation = composeValidators(
  enter('your occupation'),
  typedChoice(
    'your_details.occupation',
    (chosen: { title: string }) => chosen.title,
    choiceFromList(OCCUPATION_MESSAGE),
  ),
);
const businessTypeFromList = typedChoice(
  'your_details.businessType',
  (chosen: { name: string }) => chosen.name,
  choiceFromList(BUSINESS_TYPE_MESSAGE),
);

/** Step 1: who the driver is, how to reach her, where she lives and what she does. */
export function YourDetailsStep({ options }: { options: QuoteOptions }) {
  return (
    <>
      <SelectField
        name="your_details.title"
        label="Title (optional)"
        options={options.titles}
        placeholder="Please choose"
      />
      <TextField
        name="your_details.firstName"
        label="First name"
        autoComplete="given-name"
        validate={firstNameRule}
      />
      <TextField
        name="your_details.lastName"
        label="Last name"
        autoComplete="family-name"
        validate={lastNameRule}
      />
      <DateOfBirthField name="your_details.dateOfBirth" autoComplete="bday" validate={dateOfBirthRule} />
      <TextField
        name="your_details.email"
        label="Email address"
        hint="We send your quote and your web reference here."
        type="email"
        inputMode="email"
        autoComplete="email"
        validate={emailRule}
      />
      <TextField
        name="your_details.phone"
        label="Mobile number"
        hint="For example 087 123 4567"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        validate={requiredPhone}
        // The server keeps the number in international form; the box shows it as people write it at home,
        // and keeps the value as it is, so a page walked through unchanged is not sent again.
        format={(phone) => nationalPhone(phone ?? '')}
      />
      <AddressSearch />
      <SelectField
        name="your_details.maritalStatus"
        label="Marital status"
        options={options.maritalStatuses}
        validate={maritalStatusRule}
        placeholder="Please choose"
      />
      <SelectField
        name="your_details.employmentStatus"
        label="Employment status"
        options={options.employmentStatuses}
        validate={employmentStatusRule}
        placeholder="Please choose"
      />
      <SearchField
        name="your_details.occupationText"
        chosenName="your_details.occupation"
        label="Occupation"
        hint="Start typing your job title, then choose it from the list. Students, retired people and homemakers can choose those."
        validate={requiredOccupation}
        useResults={useOccupationSearch}
        optionLabel={(occupation) => occupation.title}
        noResults="No occupations match. Please try another word."
      />
      <SearchField
        name="your_details.businessTypeText"
        chosenName="your_details.businessType"
        label="Your employer's type of business (optional)"
        hint="Start typing, then choose from the list, for example Health Service."
        validate={businessTypeFromList}
        useResults={useBusinessTypeSearch}
        optionLabel={(businessType) => businessType.name}
        noResults="No types of business match. Please try another word."
      />
    </>
  );
}
