import { DAY_MONTH_YEAR_INPUT, wholeDay } from '#src/components/dayMonthYear';
import { useField } from 'react-final-form';
import { FutureDateField } from '#src/components/DateField';
import { TextField } from '#src/components/TextField';
import {
  choose,
  composeValidators,
  enter,
  enterFutureDate,
  enterPastDate,
  wholeNumber,
} from '#src/components/validators';
import { notBefore } from '../kit/rules';
import { SelectField } from '#src/components/SelectField';
import { choicesOf } from '../kit/choices';
import { TextAreaField } from '#src/components/TextAreaField';
import { DETAILS, LICENCE_TYPES, needsMessage, RELATIONSHIPS, type PolicyChangeType } from './rules';

const endDateRule = composeValidators<string | undefined>(
  enterFutureDate('the end date'),
  notBefore('effectiveDate', 'Please choose an end date on or after the start date'),
);
const dateOfBirthRule = composeValidators<string | undefined>(
  wholeDay,
  enterPastDate('the driver’s date of birth'),
);
const RULES = {
  registration: enter('the new car’s registration'),
  make: enter('the new car’s make'),
  model: enter('the new car’s model'),
  driverName: enter('the driver’s full name'),
  relationship: choose('the driver’s relationship to you'),
  licenceType: choose('the driver’s licence type'),
  licenceYears: composeValidators(
    enter('how many years the driver has held the licence'),
    wholeNumber(0, 80),
  ),
  addressLine1: enter('the first line of your new address'),
  eircode: enter('your new Eircode'),
  message: enter('what you need'),
};

function CarFields() {
  return (
    <fieldset className="form-group">
      <legend>Your new car</legend>
      <TextField
        name="newCarRegistration"
        label="Registration"
        maxLength={12}
        validate={RULES.registration}
      />
      <div className="form-row">
        <TextField name="newCarMake" label="Make" maxLength={40} validate={RULES.make} />
        <TextField name="newCarModel" label="Model" maxLength={60} validate={RULES.model} />
      </div>
    </fieldset>
  );
}

function DriverFields() {
  return (
    <fieldset className="form-group">
      <legend>The additional driver</legend>
      <TextField name="driverName" label="Full name" maxLength={100} validate={RULES.driverName} />
      <div className="form-row">
        <TextField
          name="driverDateOfBirth"
          label="Date of birth"
          {...DAY_MONTH_YEAR_INPUT}
          validate={dateOfBirthRule}
        />
        <SelectField
          name="driverRelationship"
          label="Relationship to you"
          options={choicesOf(RELATIONSHIPS)}
          validate={RULES.relationship}
          placeholder="Please choose"
        />
      </div>
      <div className="form-row">
        <SelectField
          name="driverLicenceType"
          label="Licence type"
          options={choicesOf(LICENCE_TYPES)}
          validate={RULES.licenceType}
          placeholder="Please choose"
        />
        <TextField
          name="driverLicenceYears"
          label="Years licence held"
          inputMode="numeric"
          maxLength={2}
          validate={RULES.licenceYears}
        />
      </div>
    </fieldset>
  );
}

function AddressFields() {
  return (
    <fieldset className="form-group">
      <legend>Your new address</legend>
      <TextField
        name="newAddressLine1"
        label="Address line 1"
        autoComplete="address-line1"
        maxLength={100}
        validate={RULES.addressLine1}
      />
      <TextField
        name="newAddressLine2"
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        maxLength={100}
      />
      <TextField
        name="newAddressLine3"
        label="Address line 3 (optional)"
        autoComplete="address-line3"
        maxLength={100}
      />
      <TextField
        name="newEircode"
        label="Eircode"
        autoComplete="postal-code"
        maxLength={8}
        validate={RULES.eircode}
      />
    </fieldset>
  );
}

/** The part of the form that depends on the request type: only the chosen type's fields are shown and checked. */
export function RequestDetails() {
  const type = useField<PolicyChangeType | undefined>('requestType', { subscription: { value: true } }).input
    .value;
  if (!type)
    return (
      <p className="field__hint">
        Choose what you would like to change, and we will ask for the details we need.
      </p>
    );
  const groups = DETAILS[type];
  const temporary = groups.includes('endDate');
  return (
    <>
      {groups.includes('when') && (
        <fieldset className="form-group">
          <legend>When</legend>
          <div className="form-row">
            <FutureDateField
              name="effectiveDate"
              label={temporary ? 'Start date' : 'Date the change takes effect'}
            />
            {temporary && <FutureDateField name="endDate" label="End date" validate={endDateRule} />}
          </div>
        </fieldset>
      )}
      {groups.includes('car') && <CarFields />}
      {groups.includes('driver') && <DriverFields />}
      {groups.includes('address') && <AddressFields />}
      <TextAreaField
        name="message"
        label={needsMessage(type) ? 'Tell us what you need' : 'Anything else we should know? (optional)'}
        validate={needsMessage(type) ? RULES.message : undefined}
      />
    </>
  );
}
