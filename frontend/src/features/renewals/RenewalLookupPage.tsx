import { ApiFailure } from '@ivy/api-client';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { lookUpRenewal, type RenewalLookup } from '../../api/renewals';
import { enter } from '../../components/validators';
import { TextField } from '../../components/TextField';
import { FormProblem } from '../../components/FormProblem';
import { DateOfBirthField } from '../../components/DateOfBirthField';
import { failureMessage } from '../../language/failure';
import { submissionErrors } from '../quote/serverErrors';
import { renewalPath } from './renewalPaths';
import './renewals.css';

const policyNumberRule = enter('your policy number');

/** /renewals (Renew Your Policy): find the renewal by policy number and date of birth. */
export function RenewalLookupPage() {
  const navigate = useNavigate();
  const submit = async (
    values: RenewalLookup,
    form: FormApi<RenewalLookup>,
  ): Promise<SubmissionErrors | void> => {
    try {
      const id = await lookUpRenewal({
        policyNumber: values.policyNumber.trim(),
        dateOfBirth: values.dateOfBirth,
      });
      await navigate(renewalPath(id));
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 400)
        return submissionErrors(error, form.getRegisteredFields());
      return { [FORM_ERROR]: failureMessage(error) };
    }
  };

  return (
    <div className="page-container renewals-page">
      <h1>Renew Your Policy</h1>
      <p>
        Enter the policy number from your renewal notice and your date of birth to see your renewal offer. If
        you have our renewal email, its link opens your renewal directly.
      </p>
      <Form<RenewalLookup> onSubmit={submit}>
        {({ handleSubmit, submitting, submitError }) => (
          <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="Find your renewal">
            <FormProblem problem={submitError} />
            <TextField
              name="policyNumber"
              label="Policy number"
              hint="For example IVY-R-100001"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              validate={policyNumberRule}
            />
            <DateOfBirthField name="dateOfBirth" autoComplete="bday" />
            <div className="step-actions">
              <button type="submit" className="button button--cta" disabled={submitting}>
                Find my renewal
              </button>
            </div>
          </form>
        )}
      </Form>
    </div>
  );
}
