import { policyDocumentUrl, resendPolicyDocuments, usePolicyDocuments } from '../../../api/policyDocuments';
import { formatDateTime } from '../shared/format';
import { confirmedAction } from '../shared/confirmedAction';
import { failureMessage } from '../shared/failure';

/** A policy's documents, every version (older ones marked replaced), each a download; and the resend. */
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
        </>
      )}
    </section>
  );
}
