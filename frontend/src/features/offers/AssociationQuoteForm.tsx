import { createAssociationQuote, type AssociationQuoteForm as QuoteBody } from '../../api/offers';
import { useCounties } from '../../api/reference';
import { brand } from '../../brand';
import { TextField } from '../../components/TextField';
import { choose, enter } from '../../components/validators';
import { FutureDateField } from '../../components/DateField';
import { CheckboxField } from '../../components/CheckboxField';
import { PublicForm } from '../forms/kit/PublicForm';
import { mustBeTicked } from '../forms/kit/rules';
import { choicesOf } from '../forms/kit/choices';
import { SenderFields } from '../forms/kit/SenderFields';
import { TextAreaField } from '../../components/TextAreaField';
import { SelectField } from '../../components/SelectField';

type QuoteValues = Partial<QuoteBody>;

const consentRule = mustBeTicked('Please agree to be contacted about your quote');
const membershipRule = enter('your membership number');
const clubRule = enter('your club');
const countyRule = choose('the county you live in');

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
          validate={membershipRule}
        />
        <TextField name="club" label="Club" maxLength={100} validate={clubRule} />
      </div>
      <SelectField
        name="county"
        label="County you live in"
        options={choicesOf(counties ?? [])}
        validate={countyRule}
        placeholder="Please choose"
      />
      <div className="form-row">
        <TextField name="vehicleRegistration" label="Car registration (optional)" maxLength={12} />
        <FutureDateField name="renewalDate" label="Current policy renewal date" />
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
