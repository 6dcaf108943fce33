import { ApiFailure } from '@ivy/api-client';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { findPolicyByCertificate } from '#src/api/policyDocuments';
import { TextField } from '#src/components/TextField';
import { required } from '#src/components/validators';
import { failureMessage } from '#src/language/failure';
import { adminQuotePath } from './quoteAdminPaths';

/** Finds the policy (its quote's page) of a certificate number, as a Garda or an insurer quotes it. */
export function CertificateSearch() {
  const navigate = useNavigate();
  const submit = async ({
    certificateNumber,
  }: {
    certificateNumber: string;
  }): Promise<SubmissionErrors | void> => {
    try {
      await navigate(adminQuotePath(await findPolicyByCertificate(certificateNumber.trim())));
    } catch (error) {
      return {
        [FORM_ERROR]:
          error instanceof ApiFailure && error.status === 404
            ? 'No policy has this certificate number.'
            : failureMessage(error),
      };
    }
  };
  return (
    <Form<{ certificateNumber: string }> onSubmit={submit}>
      {({ handleSubmit, submitting, submitError }) => (
        <form
          className="filters-bar"
          noValidate
          aria-label="Find a policy by certificate number"
          onSubmit={(event) => void handleSubmit(event)}
        >
          <TextField name="certificateNumber" label="Certificate number" maxLength={30} validate={required} />
          <button type="submit" className="button" disabled={submitting}>
            Find policy
          </button>
          {submitError && (
            <p role="alert" className="form-problem">
              {String(submitError)}
            </p>
          )}
        </form>
      )}
    </Form>
  );
}
