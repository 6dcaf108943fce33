import type { QuoteOptions } from '../../../api/quotes';
import { useBusinessTypeSearch, useOccupationSearch } from '../../../api/reference';
import { composeValidators, required, requiredEmail } from '../../../components/validators';
import { TextField } from '../../../components/TextField';
import { DateOfBirthField } from '../../../components/DateOfBirthField';
import { SearchField } from '../../../components/SearchField';
import { SelectField } from '../../../components/SelectField';
import {
  BUSINESS_TYPE_MESSAGE,
  choiceFromList,
  irishPhone,
  OCCUPATION_MESSAGE,
  personName,
  requiredDateOfBirth,
  typedChoice,
} from '../quoteRules';
import { AddressSearch } from './AddressSearch';

const requiredName = composeValidators(required, personName);
const requiredPhone = composeValidators(required, irishPhone);
const requiredOccupation = composeValidators(
  required,
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
        validate={requiredName}
      />
      <TextField
        name="your_details.lastName"
        label="Last name"
        autoComplete="family-name"
        validate={requiredName}
      />
      <DateOfBirthField name="your_details.dateOfBirth" autoComplete="bday" validate={requiredDateOfBirth} />
      <TextField
        name="your_details.email"
        label="Email address"
        hint="We send your quote and your web reference here."
        type="email"
        inputMode="email"
        autoComplete="email"
        validate={requiredEmail}
      />
      <TextField
        name="your_details.phone"
        label="Mobile number"
        hint="For example 087 123 4567"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        validate={requiredPhone}
      />
      <AddressSearch />
      <SelectField
        name="your_details.maritalStatus"
        label="Marital status"
        options={options.maritalStatuses}
        validate={required}
        placeholder="Please choose"
      />
      <SelectField
        name="your_details.employmentStatus"
        label="Employment status"
        options={options.employmentStatuses}
        validate={required}
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
