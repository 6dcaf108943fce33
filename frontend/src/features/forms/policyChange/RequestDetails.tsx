import { DAY_MONTH_YEAR_INPUT, wholeDay } from '../../../components/dayMonthYear';
import { useField } from 'react-final-form';
import { FutureDateField } from '../../../components/DateField';
import { TextField } from '../../../components/TextField';
import {
  composeValidators,
  notInFuture,
  required,
  requiredFutureDate,
  wholeNumber,
} from '../../../components/validators';
import { notBefore } from '../kit/rules';
import { SelectField } from '../../../components/SelectField';
import { choicesOf } from '../kit/choices';
import { TextAreaField } from '../../../components/TextAreaField';
import { DETAILS, LICENCE_TYPES, needsMessage, RELATIONSHIPS, type PolicyChangeType } from './rules';

const endDateRule = composeValidators<string | undefined>(
  requiredFutureDate,
  notBefore('effectiveDate', 'Please choose an end date on or after the start date'),
);
const dateOfBirthRule = composeValidators<string | undefined>(wholeDay, required, notInFuture);

function CarFields() {
  return (
    <fieldset className="form-group">
      <legend>Your new car</legend>
      <TextField name="newCarRegistration" label="Registration" maxLength={12} validate={required} />
      <div className="form-row">
        <TextField name="newCarMake" label="Make" maxLength={40} validate={required} />
        <TextField name="newCarModel" label="Model" maxLength={60} validate={required} />
      </div>
    </fieldset>
  );
}

function DriverFields() {
  return (
    <fieldset className="form-group">
      <legend>The additional driver</legend>
      <TextField name="driverName" label="Full name" maxLength={100} validate={required} />
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
          validate={required}
          placeholder="Please choose"
        />
      </div>
      <div className="form-row">
        <SelectField
          name="driverLicenceType"
          label="Licence type"
          options={choicesOf(LICENCE_TYPES)}
          validate={required}
          placeholder="Please choose"
        />
        <TextField
          name="driverLicenceYears"
          label="Years licence held"
          inputMode="numeric"
          maxLength={2}
          validate={composeValidators(required, wholeNumber(0, 80))}
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
        validate={required}
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
        validate={required}
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
        validate={needsMessage(type) ? required : undefined}
      />
    </>
  );
}
