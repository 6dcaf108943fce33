import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  downloadRenewalDocument,
  downloadRenewalNotice,
  RENEWAL_TOKEN_MISSING,
  setAutoRenewal,
  useRenewalOffer,
  type RenewalOffer,
} from '../../api/renewals';
import { DownloadButton } from '../../components/DownloadButton';
import { LoadingHeart } from '../../components/LoadingHeart';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import { PaymentFacts } from '../payments/OpenPaymentPage';
import { failureMessage } from '../../language/failure';
import { formatMoney } from '../../language/money';
import { premiumChange } from './renewalOffer';
import { renewalPaymentOptionsPath } from './renewalPaths';
import { RenewalUnavailable } from './RenewalUnavailable';
import { useRenewalId } from './useRenewalId';
import './renewals.css';
import { formatDate } from '../../language/dates';
import { plural } from '../../language/plural';

/** /renewals/{id}: the renewal offer, what changed since last year, the history, and the way to renew. */
export function RenewalOfferPage() {
  const { id, access } = useRenewalId();
  const { data: renewal, error } = useRenewalOffer(access === 'held' ? id : null);
  if (access === 'missing') return <RenewalUnavailable message={RENEWAL_TOKEN_MISSING} />;
  if (error && !renewal) return <RenewalUnavailable message={failureMessage(error)} />;
  if (!renewal) return <LoadingHeart label="Loading your renewal" />;
  return <Offer renewal={renewal} />;
}

function Offer({ renewal }: { renewal: RenewalOffer }) {
  return (
    <div className="page-container renewals-page">
      <h1>Your renewal</h1>
      <p>
        Hello {renewal.firstName}. Policy <strong className="reference">{renewal.policyNumber}</strong> renews
        on <strong>{formatDate(renewal.renewalDate)}</strong>.
      </p>
      {renewal.status === 'paid' && (
        <p className="payment-notice" role="status">
          Thank you: this renewal is paid. Your documents for the new period are below.
        </p>
      )}
      <RenewalDocuments renewal={renewal} />
      {renewal.status === 'lapsed' && (
        <p className="payment-notice" role="alert">
          This renewal offer has lapsed. Please call us and we will help you renew.
        </p>
      )}
      <section className="payment-card" aria-labelledby="renewal-offer">
        <h2 id="renewal-offer">Your renewal offer</h2>
        <PaymentFacts
          facts={[
            ['Car', `${renewal.vehicle} (${renewal.registration})`],
            ['Cover', renewal.coverLabel],
            ['No-claims years', String(renewal.noClaimsYears)],
            ['This year’s premium', formatMoney(renewal.currentPremiumCents)],
          ]}
        />
        <p className="payment-amount">
          {formatMoney(renewal.renewalPremiumCents)} <span>for the coming year</span>
        </p>
        <p>{premiumChange(renewal.changeCents)}</p>
        <p className="renewal-statement">
          Your renewal price is no higher than the price you would be offered if this were your first renewal
          with us.
        </p>
        <NoticeDownload renewal={renewal} />
      </section>
      <History renewal={renewal} />
      {/* Once paid there is nothing left to renew automatically. */}
      {renewal.status !== 'paid' && <AutoRenewal renewal={renewal} />}
      {renewal.payable && (
        <div className="payment-actions">
          <Link className="button button--cta" to={renewalPaymentOptionsPath(renewal._id)}>
            Renew now
          </Link>
        </div>
      )}
    </div>
  );
}

/** Once paid: the new period's schedule, certificate and disc, each a download. */
function RenewalDocuments({ renewal }: { renewal: RenewalOffer }) {
  const documents = renewal.documents ?? [];
  if (documents.length === 0) return null;
  return (
    <section className="payment-card" aria-labelledby="renewal-documents">
      <h2 id="renewal-documents">Your documents for the new period</h2>
      <ul className="renewal-documents">
        {documents.map((document) => (
          <li key={document.kind}>
            <DownloadButton
              label={`Download ${document.title.toLowerCase()} (PDF)`}
              fileName={document.fileName}
              fetchFile={() => downloadRenewalDocument(renewal._id, document.kind)}
            />
          </li>
        ))}
      </ul>
      <p>Print the insurance disc and display it on your windscreen from the renewal date.</p>
    </section>
  );
}

/** The renewal notice as sent with the invitation (PDF). */
function NoticeDownload({ renewal }: { renewal: RenewalOffer }) {
  return (
    <p>
      <DownloadButton
        label="Download your renewal notice (PDF)"
        fileName={`renewal-notice-${renewal.policyNumber}.pdf`}
        fetchFile={() => downloadRenewalNotice(renewal._id)}
      />
    </p>
  );
}

function History({ renewal }: { renewal: RenewalOffer }) {
  if (renewal.history.length === 0) return null;
  return (
    <section className="payment-card" aria-labelledby="renewal-history">
      <h2 id="renewal-history">Your last {plural(renewal.history.length, 'year')}</h2>
      <table className="renewal-history">
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">Premium</th>
            <th scope="col">Claims</th>
          </tr>
        </thead>
        <tbody>
          {renewal.history.map((year) => (
            <tr key={year.yearsAgo}>
              <th scope="row">
                {year.yearsAgo === 1 ? 'Last year' : `${plural(year.yearsAgo, 'year')} ago`}
              </th>
              <td>{year.premiumCents === undefined ? 'Not known' : formatMoney(year.premiumCents)}</td>
              <td>{year.claims ?? 'Not known'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function AutoRenewal({ renewal }: { renewal: RenewalOffer }) {
  const labelId = useId();
  const hintId = useId();
  const [message, setMessage] = useState<string>();
  const change = async (autoRenew: boolean) => {
    try {
      setMessage(await setAutoRenewal(renewal._id, autoRenew));
    } catch (error) {
      setMessage(failureMessage(error));
    }
  };
  return (
    <section className="payment-card renewal-auto" aria-labelledby={labelId}>
      <h2 id={labelId}>Automatic renewal</h2>
      <div className="renewal-auto__row">
        <ToggleSwitch
          checked={renewal.autoRenew}
          onChange={(checked) => void change(checked)}
          labelledBy={labelId}
          describedBy={hintId}
        />
        <p id={hintId}>
          {renewal.autoRenew
            ? 'On: your policy renews automatically unless you tell us otherwise. Switch it off to opt out.'
            : 'Off: your policy will not renew unless you renew it here or call us.'}
        </p>
      </div>
      <p role="status">{message}</p>
    </section>
  );
}
