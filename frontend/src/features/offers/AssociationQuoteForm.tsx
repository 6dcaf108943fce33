import { createAssociationQuote, type AssociationQuoteForm as QuoteBody } from '../../api/offers';
import { useCounties } from '../../api/reference';
import { brand } from '../../brand';
import { TextField } from '../../components/TextField';
import { required } from '../../components/validators';
import { CheckboxField } from '../forms/kit/CheckboxField';
import { PublicForm } from '../forms/kit/PublicForm';
import { mustBeTicked, requiredFutureDate, todayIso } from '../forms/kit/rules';
import { choicesOf } from '../forms/kit/choices';
import { SenderFields } from '../forms/kit/SenderFields';
import { TextAreaField } from '../forms/kit/TextAreaField';
import { SelectField } from '../quote/fields/SelectField';

type QuoteValues = Partial<QuoteBody>;

const consentRule = mustBeTicked('Please agree to be contacted about your quote');

/** A member asks for a quote with the members' discount; a person replies, so consent to contact is needed. */
export function AssociationQuoteForm() {
  const { data: counties } = useCounties();
  return (
    <PublicForm<QuoteValues>
      name="association_quote"
      title="Request your members' quote"
      submitLabel="Request my quote"
      send={(values) => createAssociationQuote(values as QuoteBody)}
    >
      <SenderFields />
      <div className="form-row">
        <TextField
          name="membershipNumber"
          label={`${brand.association.name} membership number`}
          maxLength={30}
          validate={required}
        />
        <TextField name="club" label="Club" maxLength={100} validate={required} />
      </div>
      <SelectField
        name="county"
        label="County you live in"
        choices={choicesOf(counties ?? [])}
        validate={required}
      />
      <div className="form-row">
        <TextField name="vehicleRegistration" label="Car registration (optional)" maxLength={12} />
        <TextField
          name="renewalDate"
          label="Current policy renewal date"
          type="date"
          min={todayIso()}
          validate={requiredFutureDate}
        />
      </div>
      <TextAreaField name="message" label="Anything else we should know? (optional)" />
      <CheckboxField
        name="consentToContact"
        label="I agree to be contacted by phone or email about my quote."
        validate={consentRule}
      />
    </PublicForm>
  );
}
