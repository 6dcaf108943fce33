import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import {
  policyDocumentUrl,
  reissuePolicyDocuments,
  resendPolicyDocuments,
  usePolicyDocuments,
} from '../../../api/policyDocuments';
import { TextField } from '../../../components/TextField';
import { notBlank } from '../../../components/validators';
import { formatDateTime } from '../shared/format';
import { confirmedAction } from '../shared/confirmedAction';
import { failureMessage } from '../shared/failure';

/**
 * A policy's documents, every version (older ones marked replaced), each a download; the resend; and the
 * reissue after a correction, as a new version.
 */
export function PolicyDocumentsPanel({ policyId, email }: { policyId: string; email: string }) {
  const { data, error } = usePolicyDocuments(policyId);
  const resend = () =>
    confirmedAction({
      confirm: {
        title: 'Send the documents link?',
        text: `An email with the link to the documents page goes to ${email} now.`,
        confirmButtonText: 'Yes, send it',
      },
      run: () => resendPolicyDocuments(policyId),
      success: { title: 'Sent', text: `Documents link sent to ${email}.` },
    });
  return (
    <section className="admin-panel admin-panel--wide" aria-labelledby="policy-documents">
      <h2 id="policy-documents">Documents</h2>
      {error && (
        <p role="alert" className="form-problem">
          {failureMessage(error)}
        </p>
      )}
      {!data && !error && <p role="status">Loading the documents…</p>}
      {data && (
        <>
          <p>
            Certificate number <strong>{data.certificateNumber}</strong>
          </p>
          <table className="admin-table">
            <caption className="visually-hidden">Policy documents</caption>
            <thead>
              <tr>
                <th scope="col">Document</th>
                <th scope="col">Version</th>
                <th scope="col">Issued</th>
                <th scope="col">Download</th>
              </tr>
            </thead>
            <tbody>
              {data.documents.map((document) => (
                <tr key={`${document.kind}-${document.version}`}>
                  <td>{document.title}</td>
                  <td>
                    {document.version}
                    {document.current ? '' : ' (replaced)'}
                  </td>
                  <td>{formatDateTime(document.issuedAt)}</td>
                  <td>
                    <a
                      href={policyDocumentUrl(policyId, document.kind, document.version)}
                      download={document.fileName}
                    >
                      {document.fileName}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="button" onClick={() => void resend()}>
            Resend documents link
          </button>
          <Reissue policyId={policyId} />
        </>
      )}
    </section>
  );
}

interface ReissueValues {
  reason?: string;
}

/** Issue the documents again (after a staff correction): asked first, with the reason kept on the record. */
function Reissue({ policyId }: { policyId: string }) {
  const reissue = async ({ reason = '' }: ReissueValues, form: FormApi<ReissueValues>) => {
    const done = await confirmedAction({
      confirm: {
        title: 'Reissue the documents?',
        text: 'A new version of all four documents is made from the policy as it is now, with a new certificate number. The current certificate stops being valid; the old documents stay listed.',
        subject: reason,
        confirmButtonText: 'Yes, reissue them',
      },
      run: () => reissuePolicyDocuments(policyId, reason),
      success: { title: 'Reissued', text: 'The new version is listed first.' },
    });
    // final-form refuses a restart during its own submission: clear the reason just after it.
    if (done) setTimeout(() => form.restart());
  };
  return (
    <Form<ReissueValues> onSubmit={reissue}>
      {({ handleSubmit, submitting }) => (
        <form className="policy-documents__reissue" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <h3>Reissue after a correction</h3>
          <TextField
            name="reason"
            label="Why the documents are reissued"
            hint="Kept on the new version and in the audit log, for example: registration corrected"
            maxLength={200}
            validate={notBlank('why the documents are reissued')}
          />
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? 'Reissuing…' : 'Reissue documents'}
          </button>
        </form>
      )}
    </Form>
  );
}
