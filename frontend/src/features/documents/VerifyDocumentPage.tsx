import { ApiFailure } from '@ivy/api-client';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useSearchParams } from 'react-router-dom';
import {
  checkCertificate,
  type CertificateCheck,
  type CertificateCheckRequest,
} from '../../api/policyDocuments';
import { FormProblem } from '../../components/FormProblem';
import { notBlank } from '../../components/validators';
import { formatDate } from '../../language/dates';
import { TextField } from '../../components/TextField';
import { failureMessage } from '../../language/failure';
import { submissionErrors } from '../quote/serverErrors';
import './documents.css';

function Answer({ check, asked }: { check: CertificateCheck; asked: CertificateCheckRequest }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [check]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className={`certificate-answer ${check.valid ? 'certificate-answer--valid' : 'certificate-answer--invalid'}`}
    >
      {check.valid && check.validFrom && check.validTo ? (
        <>
          <p className="certificate-answer__verdict">Valid today</p>
          <p>
            Certificate {asked.certificateNumber.toUpperCase()} is in force for{' '}
            {asked.registration.toUpperCase()} today ({formatDate(check.checkedOn)}). It covers{' '}
            {formatDate(check.validFrom)} to {formatDate(check.validTo)}.
          </p>
        </>
      ) : check.startsLater && check.validFrom && check.validTo ? (
        <>
          <p className="certificate-answer__verdict">Valid from {formatDate(check.validFrom)}</p>
          <p>
            Certificate {asked.certificateNumber.toUpperCase()} is for {asked.registration.toUpperCase()}. Its
            cover starts on {formatDate(check.validFrom)} and runs to {formatDate(check.validTo)}: it is not
            in force yet today ({formatDate(check.checkedOn)}).
          </p>
        </>
      ) : (
        <>
          <p className="certificate-answer__verdict">Not valid for this vehicle today</p>
          <p>
            We cannot confirm certificate {asked.certificateNumber.toUpperCase()} for{' '}
            {asked.registration.toUpperCase()} on {formatDate(check.checkedOn)}. Check both are typed as
            printed on the certificate or the disc.
          </p>
        </>
      )}
    </div>
  );
}

/** /verify-document: anyone checks a certificate of motor insurance against a registration. */
export function VerifyDocumentPage() {
  const [search] = useSearchParams();
  const [answer, setAnswer] = useState<{ check: CertificateCheck; asked: CertificateCheckRequest }>();
  const initialValues = {
    certificateNumber: search.get('certificate')?.slice(0, 30) ?? '',
    registration: search.get('registration')?.slice(0, 20) ?? '',
  };

  const submit = async (
    values: CertificateCheckRequest,
    form: FormApi<CertificateCheckRequest>,
  ): Promise<SubmissionErrors | void> => {
    setAnswer(undefined);
    try {
      const asked = {
        certificateNumber: values.certificateNumber.trim(),
        registration: values.registration.trim(),
      };
      setAnswer({ check: await checkCertificate(asked), asked });
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 400)
        return submissionErrors(error, form.getRegisteredFields());
      return { [FORM_ERROR]: failureMessage(error) };
    }
  };

  return (
    <div className="page-container documents-page">
      <h1>Check a certificate of insurance</h1>
      <p>
        Enter the certificate number and the registration as printed on a certificate of motor insurance or an
        insurance disc. We answer only whether it is valid for that vehicle today, and its period.
      </p>
      <Form<CertificateCheckRequest> onSubmit={submit} initialValues={initialValues}>
        {({ handleSubmit, submitting, submitError }) => (
          <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="Check a certificate">
            <FormProblem problem={submitError} />
            <TextField
              name="certificateNumber"
              label="Certificate number"
              hint="For example IVC-7K3M9QXP2A"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              validate={notBlank('the certificate number')}
            />
            <TextField
              name="registration"
              label="Vehicle registration"
              hint="For example 191-D-12345"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              validate={notBlank('the registration')}
            />
            <div className="step-actions">
              <button type="submit" className="button button--cta" disabled={submitting}>
                {submitting ? 'Checking…' : 'Check certificate'}
              </button>
            </div>
          </form>
        )}
      </Form>
      {answer && <Answer {...answer} />}
    </div>
  );
}
