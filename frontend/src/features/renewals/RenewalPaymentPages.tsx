import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import {
  RENEWAL_TOKEN_MISSING,
  startRenewalCheckout,
  useRenewalCheckout,
  type RenewalCheckout,
} from '../../api/renewals';
import { LoadingHeart } from '../../components/LoadingHeart';
import { OpenPaymentPageButton, PaymentFacts } from '../payments/OpenPaymentPage';
import { PaymentResultScreen } from '../payments/PaymentResultScreen';
import { failureMessage } from '../../language/failure';
import { formatMoney } from '../../language/money';
import { renewalPath, renewalPaymentPath } from './renewalPaths';
import { RenewalUnavailable } from './RenewalUnavailable';
import { useRenewalId } from './useRenewalId';
import '../payments/payments.css';
import './renewals.css';
import { formatDate } from '../../language/dates';

/** The renewal's checkout summary, or why it cannot be paid. */
function WithCheckout({ children }: { children: (checkout: RenewalCheckout) => ReactElement }) {
  const { id, access } = useRenewalId();
  const { data: checkout, error } = useRenewalCheckout(access === 'held' ? id : null);
  if (access === 'missing') return <RenewalUnavailable message={RENEWAL_TOKEN_MISSING} />;
  if (error && !checkout) return <RenewalUnavailable message={failureMessage(error)} />;
  if (!checkout) return <LoadingHeart label="Loading your renewal" />;
  return children(checkout);
}

const facts = (checkout: RenewalCheckout) =>
  [
    ['Policy number', checkout.policyNumber],
    ['Car', checkout.vehicle],
    ['Cover', checkout.coverLabel],
    ['Renews on', formatDate(checkout.renewalDate)],
    ['Policyholder', checkout.customer.name],
  ] as const;

/** /renewals/{id}/payment-options: how the renewal is paid online. */
export function RenewalPaymentOptionsPage() {
  return (
    <WithCheckout>
      {(checkout) => (
        <div className="page-container payment-page">
          <h1>How would you like to pay?</h1>
          <PaymentFacts facts={facts(checkout)} />
          <fieldset className="payment-card">
            <legend>Way of paying</legend>
            <label className="renewal-option">
              <input type="radio" name="option" value="annual" checked readOnly />
              <span>
                <strong>Pay in full by card</strong>: {formatMoney(checkout.annualCents)} today
              </span>
            </label>
            <p>To pay your renewal by monthly Direct Debit, please call us.</p>
          </fieldset>
          <div className="payment-actions">
            <Link className="button button--cta" to={renewalPaymentPath(checkout.renewalId)}>
              Continue to payment
            </Link>
            <Link to={renewalPath(checkout.renewalId)}>Back to your renewal</Link>
          </div>
        </div>
      )}
    </WithCheckout>
  );
}

/** /renewals/{id}/payment: the hand-off to the provider's hosted card page. */
export function RenewalPaymentPage() {
  return (
    <WithCheckout>
      {(checkout) => (
        <div className="page-container payment-page">
          <h1>Pay securely</h1>
          <section className="payment-card" aria-labelledby="payment-what">
            <h2 id="payment-what">What you are paying for</h2>
            <PaymentFacts facts={facts(checkout)} />
            <p className="payment-amount">
              {formatMoney(checkout.annualCents)} <span>paid in full by card today</span>
            </p>
          </section>
          <p className="payment-secure">
            You will pay by card on our payment provider’s secure page. We never see or keep your card number.
          </p>
          <OpenPaymentPageButton open={() => startRenewalCheckout(checkout.renewalId)} label="Pay securely" />
        </div>
      )}
    </WithCheckout>
  );
}

/** /renewals/{id}/payment/success and /failed: the result of paying for a renewal. */
export function RenewalPaymentResultPage() {
  return (
    <PaymentResultScreen
      referenceLabel="Your policy number"
      subjectLabel="Your policy number"
      notStarted="Your policy has not been renewed yet."
      retry={(payment) => startRenewalCheckout(payment.subject.id)}
      alternatives={(payment) => (
        <p>
          <Link to={renewalPath(payment.subject.id)}>Back to your renewal</Link>
        </p>
      )}
      nextSteps={
        <ul className="payment-steps">
          <li>We have emailed you a confirmation of your renewal.</li>
          <li>
            Your new schedule, certificate of motor insurance and windscreen disc are ready on your renewal
            page, linked from that email.
          </li>
        </ul>
      }
    />
  );
}
