import { ApiFailure } from '@ivy/api-client';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import {
  downloadMyPolicyDocument,
  hasPolicySession,
  openPolicySession,
  requestPolicyCode,
  useMyPolicy,
  type MyPolicy,
  type PolicyDocument,
  type PolicyholderLookup,
} from '../../api/policyDocuments';
import { AddressChange } from '../adjustments/AddressChange';
import { CarChange } from '../adjustments/CarChange';
import { ChangesToConfirm } from '../adjustments/ChangesToConfirm';
import { AddDriverChange, RemoveDriverChange } from '../adjustments/DriverChanges';
import { PassedTestChange } from '../adjustments/PassedTestChange';
import { DownloadButton } from '../../components/DownloadButton';
import { FormProblem } from '../../components/FormProblem';
import { notBlank } from '../../components/validators';
import { formatDate } from '../../language/dates';
import { DateOfBirthField } from '../../components/DateOfBirthField';
import { TextField } from '../../components/TextField';
import { failureMessage } from '../../language/failure';
import { formatMoney } from '../../language/money';
import { submissionErrors } from '../quote/serverErrors';
import './documents.css';

type SignInValues = PolicyholderLookup & { code?: string };

const STATUS_WORDS: Record<MyPolicy['status'], string> = {
  active: 'In force',
  upcoming: 'Starts soon',
  expired: 'Ended',
};

/**
 * Step one asks for the details and emails a code; step two takes the code. Wrong answers all read alike,
 * so step two offers both ways out: a new code for the same details, or back to change the details.
 */
function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [codeSent, setCodeSent] = useState<string>();
  const [resending, setResending] = useState(false);
  const codeRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (codeSent) codeRef.current?.querySelector('input')?.focus();
  }, [codeSent]);

  const sendNewCode = async (values: SignInValues, form: FormApi<SignInValues>) => {
    setResending(true);
    try {
      const message = await requestPolicyCode({
        reference: values.reference.trim(),
        dateOfBirth: values.dateOfBirth,
      });
      form.batch(() => {
        form.change('code', undefined);
        form.resetFieldState('code');
      });
      setCodeSent(`A new code is on its way. ${message}`);
      codeRef.current?.querySelector('input')?.focus();
    } catch (error) {
      setCodeSent(failureMessage(error));
    } finally {
      setResending(false);
    }
  };

  const changeDetails = (form: FormApi<SignInValues>) => {
    form.batch(() => {
      form.change('code', undefined);
      form.resetFieldState('code');
    });
    setCodeSent(undefined);
    requestAnimationFrame(() => formRef.current?.querySelector('input')?.focus());
  };

  const submit = async (
    values: SignInValues,
    form: FormApi<SignInValues>,
  ): Promise<SubmissionErrors | void> => {
    const details = { reference: values.reference.trim(), dateOfBirth: values.dateOfBirth };
    try {
      if (!codeSent) setCodeSent(await requestPolicyCode(details));
      else {
        await openPolicySession({ ...details, code: (values.code ?? '').trim() });
        onSignedIn();
      }
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 400)
        return submissionErrors(error, form.getRegisteredFields());
      return { [FORM_ERROR]: failureMessage(error) };
    }
  };

  return (
    <Form<SignInValues> onSubmit={submit}>
      {({ handleSubmit, submitting, submitError, form, values }) => (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          aria-label="Open your documents"
        >
          <FormProblem problem={submitError} />
          <TextField
            name="reference"
            label="Policy number or web reference"
            hint="For example IVY-P-4HXM9R2C or IVY-7K3M-Q9TX"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            validate={notBlank('your policy number or web reference')}
          />
          <DateOfBirthField name="dateOfBirth" autoComplete="bday" />
          {codeSent && (
            <div ref={codeRef}>
              <p role="status">{codeSent}</p>
              <TextField
                name="code"
                label="Code from the email"
                hint="6 digits"
                inputMode="numeric"
                autoComplete="one-time-code"
                validate={notBlank('the code from the email')}
              />
            </div>
          )}
          <div className="step-actions">
            <button type="submit" className="button button--cta" disabled={submitting || resending}>
              {codeSent ? 'Open my documents' : 'Email me a code'}
            </button>
            {codeSent && (
              <>
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={submitting || resending}
                  onClick={() => void sendNewCode(values, form)}
                >
                  Send a new code
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={submitting || resending}
                  onClick={() => changeDetails(form)}
                >
                  Change my details
                </button>
              </>
            )}
          </div>
        </form>
      )}
    </Form>
  );
}

/** A current document, or one a later version replaced (kept, and named by its version). */
function DocumentRow({ document }: { document: PolicyDocument }) {
  const replaced = document.current ? '' : ` version ${document.version} (replaced)`;
  return (
    <li className={document.current ? undefined : 'my-policy__replaced'}>
      <span>
        <strong>
          {document.title}
          {replaced}
        </strong>{' '}
        (PDF, issued {formatDate(document.issuedAt)})
      </span>
      <DownloadButton
        label={`Download ${document.title.toLowerCase()}${replaced}`}
        fileName={document.fileName}
        fetchFile={() => downloadMyPolicyDocument(document.kind, document.version)}
      />
    </li>
  );
}

function PolicyView({ policy }: { policy: MyPolicy }) {
  return (
    <>
      <h2>
        Policy <span className="reference">{policy.policyNumber}</span>
      </h2>
      <dl className="my-policy__facts">
        <dt>Status</dt>
        <dd>{STATUS_WORDS[policy.status]}</dd>
        <dt>Policyholder</dt>
        <dd>{policy.holderName}</dd>
        <dt>Car</dt>
        <dd>
          {policy.vehicle}
          {policy.registration ? ` (${policy.registration})` : ''}
        </dd>
        <dt>Cover</dt>
        <dd>{policy.cover}</dd>
        <dt>Period</dt>
        <dd>
          {formatDate(policy.startDate)} to {formatDate(policy.endDate)}
        </dd>
        <dt>Renewal date</dt>
        <dd>{formatDate(policy.renewalDate)}</dd>
        <dt>Premium</dt>
        <dd>
          {formatMoney(policy.premiumCents)}, including the 3% Government levy of{' '}
          {formatMoney(policy.levyCents)}
        </dd>
      </dl>
      <h2>Payments</h2>
      <table className="my-policy__payments">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">What</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {policy.payments.map((payment) => (
            <tr key={`${payment.dueDate}-${payment.label}`}>
              <td>{formatDate(payment.dueDate)}</td>
              <td>{payment.label}</td>
              <td>{formatMoney(payment.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Your documents</h2>
      {policy.documents.length === 0 ? (
        <p>Your documents are being prepared. Please look again in a few minutes.</p>
      ) : (
        <ul className="my-policy__documents">
          {policy.documents.map((document) => (
            <DocumentRow key={document.fileName} document={document} />
          ))}
        </ul>
      )}
      <ChangesToConfirm />
      <h2>Something to change?</h2>
      <p>See what a change does to your premium before you confirm it.</p>
      <div className="my-policy__changes">
        <PassedTestChange />
        <CarChange />
        <AddDriverChange />
        {policy.namedDrivers.length > 0 && <RemoveDriverChange drivers={policy.namedDrivers} />}
        <AddressChange />
      </div>
      <p>
        For anything else:{' '}
        <Link to={`/help-contact/policy-change?policyNumber=${encodeURIComponent(policy.policyNumber)}`}>
          Request a change to this policy
        </Link>
      </p>
    </>
  );
}

/** /my-policy: a policyholder's documents, after proving who they are with an emailed code. */
export function MyPolicyPage() {
  const [signedIn, setSignedIn] = useState(hasPolicySession);
  const { data: policy, error } = useMyPolicy(signedIn);
  const expired = error instanceof ApiFailure && error.status === 401;

  return (
    <div className="page-container documents-page">
      <h1>Your policy documents</h1>
      {policy && !expired ? (
        <PolicyView policy={policy} />
      ) : (
        <>
          <p>
            Enter your policy number (or the web reference of your quote) and your date of birth. We email a
            code to the address on your policy; the page then stays open for 20 minutes.
          </p>
          {expired && (
            <p className="form-problem" role="alert">
              {error.message}
            </p>
          )}
          {error && !expired && (
            <p className="form-problem" role="alert">
              {failureMessage(error)}
            </p>
          )}
          {signedIn && !policy && !error ? (
            <p role="status">Loading your policy…</p>
          ) : (
            <SignIn onSignedIn={() => setSignedIn(true)} />
          )}
        </>
      )}
    </div>
  );
}
