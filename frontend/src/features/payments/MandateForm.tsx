import { ApiFailure } from '@ivy/api-client';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { useRef } from 'react';
import { Form } from 'react-final-form';
import type { MandateBody, QuoteCheckout } from '../../api/payments';
import { TextField } from '../../components/TextField';
import { notBlank } from '../../components/validators';
import { CheckboxField } from '../../components/CheckboxField';
import { FocusOnRender, useProblemFocus } from '../quote/journey/useProblemFocus';
import { submissionErrors } from '../quote/serverErrors';
import { failureMessage } from '../../language/failure';

const CONSENT_MESSAGE = 'Please tick the box to agree to the Direct Debit mandate';
const consented = (value: boolean | undefined) => (value ? undefined : CONSENT_MESSAGE);
const ibanGiven = notBlank('the IBAN of the account to pay from');

interface MandateFormProps {
  checkout: QuoteCheckout;
  /** Gives the mandate, then goes on to pay; a failed call's errors show beside the fields. */
  onSubmit: (body: MandateBody) => Promise<void>;
  submitLabel: string;
}

/**
 * The SEPA Direct Debit mandate for the monthly instalments, given before the card deposit: the
 * account holder, the IBAN and agreement to the mandate wording shown above the box. The server
 * checks the name and the IBAN (mod 97, length, country) and says beside each field what is wrong.
 */
export function MandateForm({ checkout, onSubmit, submitLabel }: MandateFormProps) {
  // A refused or incomplete mandate takes focus to what needs the customer, as a quote step does.
  const formRef = useRef<HTMLFormElement>(null);
  const problemFocus = useProblemFocus(formRef);
  const submit = async (
    values: MandateBody,
    form: FormApi<MandateBody>,
  ): Promise<SubmissionErrors | void> => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiFailure) return submissionErrors(error, form.getRegisteredFields());
      return { [FORM_ERROR]: failureMessage(error) };
    }
  };
  const { mandateTerms } = checkout;
  return (
    <Form<MandateBody>
      onSubmit={submit}
      initialValues={{ accountHolder: checkout.customer.name, iban: '', consent: false }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form
          ref={formRef}
          className="payment-mandate"
          noValidate
          onSubmit={(event) => {
            problemFocus.request();
            void handleSubmit(event);
          }}
        >
          <FocusOnRender focusPending={problemFocus.focusPending} />
          <h2>Direct Debit for your instalments</h2>
          {/* Above the fields: its text says the answers to check are marked below. */}
          {submitError && (
            <p className="payment-problem" role="alert" tabIndex={-1}>
              {String(submitError)}
            </p>
          )}
          <TextField
            name="accountHolder"
            label="Account holder"
            autoComplete="name"
            validate={notBlank('the account holder’s name')}
          />
          <TextField
            name="iban"
            label="IBAN"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="IE29 AIBK 9311 5212 3456 78"
            validate={ibanGiven}
          />
          <div className="payment-mandate__terms">
            <h3>SEPA Direct Debit mandate</h3>
            <p>{mandateTerms.text}</p>
          </div>
          <CheckboxField
            name="consent"
            label={`I agree to this mandate and authorise ${mandateTerms.creditorName} to collect my instalments by Direct Debit.`}
            validate={consented}
          />
          <div className="payment-actions">
            <button type="submit" className="button button--cta" disabled={submitting}>
              {submitting ? 'Opening the payment page…' : submitLabel}
            </button>
          </div>
        </form>
      )}
    </Form>
  );
}
