import type { ApiFailure } from '@ivy/api-client';
import type { ReactNode } from 'react';
import type { PolicyDocumentKind, StaffDocuments } from '#src/api/policyDocuments';
import { confirmedAction } from './confirmedAction';
import { failureMessage } from '#src/language/failure';
import { formatDateTime } from './format';
import './DataTable.css';

interface DocumentsPanelProps {
  /** Names the section (its heading's id) and the table's caption: 'policy' or 'renewal'. */
  of: 'policy' | 'renewal';
  documents: { data?: StaffDocuments; error?: ApiFailure };
  documentUrl: (kind: PolicyDocumentKind, version: number) => string;
  /** Where the resend goes, as the confirmation says. */
  email: string;
  resend: () => Promise<unknown>;
  /** What else staff may do with these documents (a policy's reissue). */
  children?: ReactNode;
}

/**
 * Issued documents as staff see them (a policy's, or a paid renewal's): every version, older ones marked
 * replaced, each a download; and the resend of the link to them.
 */
export function DocumentsPanel({
  of,
  documents: { data, error },
  documentUrl,
  email,
  resend,
  children,
}: DocumentsPanelProps) {
  const headingId = `${of}-documents`;
  const caption = of === 'policy' ? 'Policy documents' : 'Renewal documents';
  const send = () =>
    confirmedAction({
      confirm: {
        title: 'Send the documents link?',
        text: `An email with the link to the documents page goes to ${email} now.`,
        confirmButtonText: 'Yes, send it',
      },
      run: resend,
      success: { title: 'Sent', text: `Documents link sent to ${email}.` },
    });
  return (
    <section className="admin-panel admin-panel--wide" aria-labelledby={headingId}>
      <h2 id={headingId}>Documents</h2>
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
          {/* Long file names: on a phone the table scrolls within its frame, not the page. */}
          <div className="data-table__frame" role="region" aria-label={caption} tabIndex={0}>
            <table className="admin-table">
              <caption className="visually-hidden">{caption}</caption>
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
                      {document.reissueReason && (
                        <span className="document-reason">Reissued: {document.reissueReason}</span>
                      )}
                    </td>
                    <td>{formatDateTime(document.issuedAt)}</td>
                    <td>
                      <a href={documentUrl(document.kind, document.version)} download={document.fileName}>
                        {document.fileName}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="button" className="button" onClick={() => void send()}>
            Resend documents link
          </button>
          {children}
        </>
      )}
    </section>
  );
}
