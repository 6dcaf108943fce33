import { useNavigate, useParams } from 'react-router-dom';
import {
  deleteRenewal,
  renewalDocumentUrl,
  resendRenewalDocuments,
  resendRenewalInvitation,
  setCurrentRenewal,
  useRenewal,
  useRenewalDocuments,
  type RenewalDetail,
} from '#src/api/renewals';
import { LoadingHeart } from '#src/components/LoadingHeart';
import { PaymentFacts } from '../../payments/OpenPaymentPage';
import { formatMoney } from '#src/language/money';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { confirmedAction } from '../shared/confirmedAction';
import { DocumentsPanel } from '../shared/DocumentsPanel';
import { failureMessage } from '#src/language/failure';
import { formatDateTime } from '../shared/format';
import { confirmDelete } from '../shared/rowActions';
import { RENEWALS_ADMIN, STATUS_LABELS } from './renewalFilters';
import '../../payments/payments.css';
import '../../renewals/renewals.css';
import { formatDate } from '#src/language/dates';
import { plural } from '#src/language/plural';

const EVENT_LABELS: Record<RenewalDetail['events'][number]['type'], string> = {
  imported: 'Imported',
  updated: 'Updated by an import',
  invited: 'Invitation sent',
  invitation_resent: 'Invitation sent by staff',
  viewed: 'Viewed by the customer',
  auto_renew_changed: 'Automatic renewal changed',
  paid: 'Paid',
  lapsed: 'Lapsed',
  made_current: 'Set as current',
  documents_resent: 'Documents link sent by staff',
};

/** /admin/renewals/{id}: the renewal, its timeline, and the staff actions on it. */
export function RenewalAdminPage() {
  const { id = '' } = useParams();
  const { data: renewal, error } = useRenewal(id);
  let body;
  if (renewal) body = <Details renewal={renewal} />;
  else if (error) body = <p role="alert">{failureMessage(error)}</p>;
  else body = <LoadingHeart label="Loading the renewal" />;
  return (
    <>
      <AdminPageHeader title={renewal ? `Renewal ${renewal.policyNumber}` : 'Renewal'} />
      {body}
    </>
  );
}

function Details({ renewal }: { renewal: RenewalDetail }) {
  const navigate = useNavigate();
  const who = `policy ${renewal.policyNumber}`;
  const paid = renewal.status === 'paid';
  const documents = useRenewalDocuments(paid ? renewal._id : null);
  const setCurrent = () =>
    confirmedAction({
      confirm: {
        title: 'Set as current?',
        text: `The offer for ${who} can then be paid online, and stays open after its renewal date.`,
        confirmButtonText: 'Yes, set it as current',
      },
      run: () => setCurrentRenewal(renewal._id),
      success: { title: 'Done', text: 'Renewal set as current.' },
    });
  const resend = () =>
    confirmedAction({
      confirm: {
        title: 'Send the invitation?',
        text: `An email with the renewal link goes to ${renewal.email} now.`,
        confirmButtonText: 'Yes, send it',
      },
      run: () => resendRenewalInvitation(renewal._id),
      success: { title: 'Sent', text: 'Invitation sent.' },
    });
  const remove = async () => {
    const deleted = await confirmDelete('Renewal', `The renewal of ${who}`, () => deleteRenewal(renewal._id));
    if (deleted) void navigate(RENEWALS_ADMIN);
  };
  return (
    <>
      <div className="row-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={paid}
          onClick={() => void setCurrent()}
        >
          Set as current
        </button>
        <button type="button" className="button button--quiet" disabled={paid} onClick={() => void resend()}>
          Resend invitation
        </button>
        <button type="button" className="row-action row-action--danger" onClick={() => void remove()}>
          Delete
        </button>
      </div>
      <section className="payment-card" aria-labelledby="renewal-details">
        <h2 id="renewal-details">Details</h2>
        <PaymentFacts
          facts={[
            ['Status', STATUS_LABELS[renewal.status]],
            ['Customer', renewal.customerName],
            ['Email', renewal.email],
            ['Phone', renewal.phone ?? 'Not given'],
            ['Date of birth', formatDate(renewal.dateOfBirth)],
            ['Car', `${renewal.vehicle} (${renewal.registration})`],
            ['Cover', renewal.coverLabel],
            ['Renewal date', formatDate(renewal.renewalDate)],
            ['Current premium', formatMoney(renewal.currentPremiumCents)],
            ['Renewal premium', formatMoney(renewal.renewalPremiumCents)],
            ['No-claims years', String(renewal.noClaimsYears)],
            ['Automatic renewal', renewal.autoRenew ? 'On' : 'Opted out'],
            ...(renewal.paymentReference ? ([['Payment', renewal.paymentReference]] as const) : []),
          ]}
        />
      </section>
      {renewal.history.length > 0 && (
        <section className="payment-card" aria-labelledby="renewal-history">
          <h2 id="renewal-history">Premiums and claims</h2>
          <ul>
            {renewal.history.map((year) => (
              <li key={year.yearsAgo}>
                {year.yearsAgo === 1 ? 'Last year' : `${plural(year.yearsAgo, 'year')} ago`}:{' '}
                {year.premiumCents === undefined ? 'premium not known' : formatMoney(year.premiumCents)},{' '}
                {year.claims === undefined ? 'claims not known' : plural(year.claims, 'claim')}
              </li>
            ))}
          </ul>
        </section>
      )}
      {paid && (
        <DocumentsPanel
          of="renewal"
          documents={documents}
          documentUrl={(kind) => renewalDocumentUrl(renewal._id, kind)}
          email={renewal.email}
          resend={() => resendRenewalDocuments(renewal._id)}
        />
      )}
      <section className="payment-card" aria-labelledby="renewal-timeline">
        <h2 id="renewal-timeline">Timeline</h2>
        <ol className="renewal-timeline">
          {renewal.events.map((event) => (
            <li key={`${event.at}-${event.type}`}>
              <strong>{EVENT_LABELS[event.type]}</strong> {formatDateTime(event.at)}
              {event.by ? ` by ${event.by}` : ''}
              {event.note ? `: ${event.note}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
