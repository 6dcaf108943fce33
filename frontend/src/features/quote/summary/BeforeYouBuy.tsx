import { ApiFailure } from '@ivy/api-client';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { acceptQuoteDocuments, downloadQuoteStatement, type Quote } from '#src/api/quotes';
import { brand } from '#src/brand';
import { CheckboxField } from '#src/components/CheckboxField';
import { FormProblem } from '#src/components/FormProblem';
import { formatDate, formatTime } from '#src/language/dates';
import { DownloadButton } from '#src/components/DownloadButton';
import { quotePaymentOptionsPath } from '../quotePaths';
import { submissionErrors } from '../serverErrors';
import { failureMessage } from '#src/language/failure';

/** The same words the server answers when the box is not ticked. */
const CONFIRM_MESSAGE =
  'Please tick the box to confirm you have read the documents and your answers are correct';
const confirmedBox = (value: boolean | undefined) => (value ? undefined : CONFIRM_MESSAGE);

/** The insurer's and the broker's documents, with the version the server records when the customer confirms. */
const DOCUMENTS = [
  {
    label: 'Insurance Product Information Document (IPID)',
    href: brand.documents.ipid,
    version: brand.documentVersions.ipid,
  },
  {
    label: 'Policy Booklet',
    href: brand.documents.policyBooklet,
    version: brand.documentVersions.policyBooklet,
  },
  {
    label: 'Our Terms of Business',
    href: brand.documents.termsOfBusiness,
    version: brand.documentVersions.termsOfBusiness,
  },
];

/** Where the summary lists the answers: the statement of fact on screen. */
export const ANSWERS_ID = 'your-answers';

interface ConfirmValues {
  confirmed: boolean;
}

/**
 * Before paying (Consumer Protection Code): the statement of fact, the IPID, the policy booklet and the
 * terms of business, and the one confirmation that the checkout will not go ahead without.
 */
export function BeforeYouBuy({ quote }: { quote: Quote }) {
  const navigate = useNavigate();
  const submit = async (
    _values: ConfirmValues,
    form: FormApi<ConfirmValues>,
  ): Promise<SubmissionErrors | void> => {
    try {
      await acceptQuoteDocuments(quote._id);
      void navigate(quotePaymentOptionsPath(quote._id));
    } catch (error) {
      if (error instanceof ApiFailure) return submissionErrors(error, form.getRegisteredFields());
      return { [FORM_ERROR]: failureMessage(error) };
    }
  };
  const { acceptance, acceptanceProblem } = quote;
  return (
    <section className="before-you-buy" aria-labelledby="before-you-buy">
      <h2 id="before-you-buy">Before you buy</h2>
      <p>Please read these documents: they set out what you are buying.</p>
      <ul className="before-you-buy__documents">
        <li>
          <strong>Your statement of fact</strong>: every answer your price is based on, shown under{' '}
          <a href={`#${ANSWERS_ID}`}>your answers</a> below.{' '}
          <DownloadButton
            label="Download your statement of fact (PDF)"
            fileName={`statement-of-fact-${quote.webReference}.pdf`}
            fetchFile={() => downloadQuoteStatement(quote._id)}
          />
        </li>
        {DOCUMENTS.map(({ label, href, version }) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noreferrer">
              {label} (PDF, opens in a new tab)
            </a>{' '}
            <span className="before-you-buy__version">version {version}</span>
          </li>
        ))}
      </ul>
      {acceptance && !acceptanceProblem ? (
        <>
          <p className="notice notice--done">
            You confirmed on {formatDate(acceptance.acceptedAt)} at {formatTime(acceptance.acceptedAt)} that
            you have read these documents and your answers are correct.
          </p>
          <p>
            <Link to={quotePaymentOptionsPath(quote._id)} className="button button--cta">
              Choose how to pay
            </Link>
          </p>
        </>
      ) : (
        <Form<ConfirmValues> onSubmit={submit} initialValues={{ confirmed: false }}>
          {({ handleSubmit, submitting, submitError }) => (
            <form noValidate onSubmit={(event) => void handleSubmit(event)}>
              <FormProblem problem={submitError ?? (acceptance ? acceptanceProblem : undefined)} />
              <CheckboxField
                name="confirmed"
                label="I have read my statement of fact, the IPID, the Policy Booklet and the Terms of Business, and my answers are correct."
                validate={confirmedBox}
              />
              <button type="submit" className="button button--cta" disabled={submitting}>
                {submitting ? 'Saving…' : 'Confirm and choose how to pay'}
              </button>
            </form>
          )}
        </Form>
      )}
    </section>
  );
}
