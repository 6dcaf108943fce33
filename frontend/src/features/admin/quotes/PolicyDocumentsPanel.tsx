import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import {
  policyDocumentUrl,
  reissuePolicyDocuments,
  resendPolicyDocuments,
  usePolicyDocuments,
} from '#src/api/policyDocuments';
import { TextField } from '#src/components/TextField';
import { notBlank } from '#src/components/validators';
import { DocumentsPanel } from '../shared/DocumentsPanel';
import { confirmedAction } from '../shared/confirmedAction';

/** A policy's documents (every version), the resend, and the reissue after a correction, as a new version. */
export function PolicyDocumentsPanel({ policyId, email }: { policyId: string; email: string }) {
  return (
    <DocumentsPanel
      of="policy"
      documents={usePolicyDocuments(policyId)}
      documentUrl={(kind, version) => policyDocumentUrl(policyId, kind, version)}
      email={email}
      resend={() => resendPolicyDocuments(policyId)}
    >
      <Reissue policyId={policyId} />
    </DocumentsPanel>
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
