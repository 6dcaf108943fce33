import { ApiFailure } from '@ivy/api-client';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useNavigate, useParams } from 'react-router-dom';
import { retrieveQuote, type RetrieveQuoteBody } from '#src/api/quotes';
import { enterEmail, notBlank } from '#src/components/validators';
import { brand } from '#src/brand';
import { duration } from '#src/language/plural';
import { track } from '../../analytics/dataLayer';
import { ChoiceField } from '#src/components/ChoiceField';
import { TextField } from '#src/components/TextField';
import { FormProblem } from '#src/components/FormProblem';
import { DateOfBirthField } from '#src/components/DateOfBirthField';
import { resumePath } from '../quotePaths';
import { failureMessage } from '#src/language/failure';
import { submissionErrors } from '../serverErrors';
import '../quote.css';

/** SPEC §3 'Retrieve-quote form': the web reference (empty at first), then one way to prove it is hers. */
interface RetrieveValues {
  webReference: string;
  checkWith: 'dateOfBirth' | 'email';
  dateOfBirth?: string;
  email?: string;
}

const CHECKS = [
  { value: 'dateOfBirth' as const, label: 'My date of birth' },
  { value: 'email' as const, label: 'My email address' },
];

// The reference starts as '' (SPEC §3), which `required` lets pass.
const givenReference = notBlank('the web reference from your quote email');
const emailRule = enterEmail('the email address you gave for the quote');

function retrieveBody({
  webReference,
  checkWith,
  dateOfBirth,
  email: address,
}: RetrieveValues): RetrieveQuoteBody {
  const reference = webReference.trim();
  return checkWith === 'email'
    ? { webReference: reference, email: (address ?? '').trim() }
    : { webReference: reference, dateOfBirth };
}

/** After too many wrong tries the reference is locked a while: how long is left, and who can help now. */
function lockedMessage(retryAfterSeconds: number | undefined): string {
  const wait = retryAfterSeconds ? duration(retryAfterSeconds) : 'a few minutes';
  return `Too many attempts for this quote reference. Please try again in ${wait}, or call us on ${brand.phone.dublin} (${brand.openingHours}).`;
}

/** /retrieve-a-quote and /retrieve-a-quote/{webReference}: open a saved quote where it was left. */
export function RetrieveQuotePage() {
  const { webReference = '' } = useParams();
  const navigate = useNavigate();
  // A new reference in the address starts the form again with it.
  const initialValues = useMemo<RetrieveValues>(
    () => ({ webReference, checkWith: 'dateOfBirth' }),
    [webReference],
  );

  const submit = async (
    values: RetrieveValues,
    form: FormApi<RetrieveValues>,
  ): Promise<SubmissionErrors | void> => {
    try {
      const quote = await retrieveQuote(retrieveBody(values));
      track('quote_retrieved', { check: values.checkWith });
      await navigate(resumePath(quote));
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 429) {
        return { [FORM_ERROR]: lockedMessage(error.response.retryAfterSeconds) };
      }
      if (error instanceof ApiFailure) return submissionErrors(error, form.getRegisteredFields());
      return { [FORM_ERROR]: failureMessage(error) };
    }
  };

  return (
    <div className="page-container retrieve-quote">
      <h1>Retrieve your quote</h1>
      <p>Enter the web reference from your quote email, and your date of birth or email address.</p>
      <Form<RetrieveValues> onSubmit={submit} initialValues={initialValues}>
        {({ handleSubmit, submitting, submitError, values }) => (
          <form noValidate onSubmit={(event) => void handleSubmit(event)}>
            <FormProblem problem={submitError} />
            <TextField
              name="webReference"
              label="Web reference"
              hint="For example IVY-7K3M-Q9TX"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              validate={givenReference}
            />
            <ChoiceField name="checkWith" legend="Confirm it's you with" choices={CHECKS} inline />
            {values.checkWith === 'email' ? (
              <TextField
                name="email"
                label="Email address"
                type="email"
                inputMode="email"
                autoComplete="email"
                validate={emailRule}
              />
            ) : (
              <DateOfBirthField name="dateOfBirth" autoComplete="bday" />
            )}
            <div className="step-actions">
              <button type="submit" className="button button--cta" disabled={submitting}>
                Retrieve my quote
              </button>
            </div>
          </form>
        )}
      </Form>
    </div>
  );
}
