import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  saveQuoteMandate,
  startQuoteCheckout,
  useQuoteCheckout,
  type MandateBody,
  type QuoteCheckout,
} from '../../api/payments';
import { LoadingHeart } from '../../components/LoadingHeart';
import { formatMoney } from '../../language/money';
import { quotePaymentOptionsPath, quoteSummaryPath } from '../quote/quotePaths';
import { QuoteUnavailable } from '../quote/QuoteUnavailable';
import { useOpenedQuoteId } from '../quote/useOpenedQuote';
import { InstalmentTable } from './InstalmentTable';
import { MandateForm } from './MandateForm';
import { OpenPaymentPageButton, PaymentFacts } from './OpenPaymentPage';
import { leaveForProvider } from './leaveForProvider';
import './payments.css';
import { formatDate } from '../../language/dates';

/**
 * /get-a-quote/payment?quote={id}: the hand-off to the provider's hosted card page. It sums up what is
 * being paid; paying monthly, it takes the Direct Debit mandate first; 'Pay securely' opens the
 * provider's page and sends the customer there.
 */
export function QuotePaymentPage() {
  const id = useOpenedQuoteId();
  if (id === null) return <LoadingHeart />;
  if (!id)
    return <QuoteUnavailable message="Please retrieve your quote with its web reference to pay for it." />;
  return <HandOff quoteId={id} />;
}

function HandOff({ quoteId }: { quoteId: string }) {
  const { data: checkout, error } = useQuoteCheckout(quoteId);
  if (error && !checkout) {
    return (
      <div className="page-container payment-page">
        <h1>We cannot take payment for this quote</h1>
        <p className="payment-notice" role="alert">
          {error.message}
        </p>
        <p>
          <Link to={quoteSummaryPath(quoteId)}>Back to your quote</Link>
        </p>
      </div>
    );
  }
  if (!checkout) return <LoadingHeart label="Loading your payment" />;
  if (checkout.acceptanceProblem)
    return <ConfirmFirst checkout={checkout} problem={checkout.acceptanceProblem} />;
  return <PayForQuote checkout={checkout} />;
}

/** The checkout would refuse: the documents are to be read and confirmed on the quote first. */
function ConfirmFirst({ checkout, problem }: { checkout: QuoteCheckout; problem: string }) {
  return (
    <div className="page-container payment-page">
      <h1>Before you pay</h1>
      <p className="payment-notice" role="alert">
        {problem}
      </p>
      <p>
        <Link to={quoteSummaryPath(checkout.quoteId)} className="button button--cta">
          Read the documents on your quote
        </Link>
      </p>
    </div>
  );
}

function PayForQuote({ checkout }: { checkout: QuoteCheckout }) {
  const [changingMandate, setChangingMandate] = useState(false);
  const monthly = checkout.chosenOption === 'monthly_deposit';
  const needsMandate = monthly && (!checkout.mandate || changingMandate);

  const openPaymentPage = () => startQuoteCheckout(checkout.quoteId, checkout.chosenOption);
  const mandateThenPay = async (body: MandateBody) => {
    await saveQuoteMandate(checkout.quoteId, body);
    leaveForProvider(await openPaymentPage());
  };

  return (
    <div className="page-container payment-page">
      <h1>Pay securely</h1>
      <p>
        Web reference <strong className="reference">{checkout.webReference}</strong>
      </p>
      <section className="payment-card" aria-labelledby="payment-what">
        <h2 id="payment-what">What you are paying for</h2>
        <PaymentFacts
          facts={[
            ['Cover', checkout.coverLabel],
            ['Car', checkout.vehicle],
            ['Cover starts', formatDate(checkout.startDate)],
            ['Policyholder', checkout.customer.name],
          ]}
        />
        {monthly ? (
          <>
            <p className="payment-amount">
              {formatMoney(checkout.monthly.depositCents)} <span>deposit by card today</span>
            </p>
            <p>
              Then {checkout.monthly.instalments} monthly Direct Debits of{' '}
              {formatMoney(checkout.monthly.instalmentCents)}. Credit charge{' '}
              {formatMoney(checkout.monthly.creditChargeCents)}, APR {checkout.monthly.apr}%, total payable{' '}
              {formatMoney(checkout.monthly.totalPayableCents)}.
            </p>
            <InstalmentTable instalments={checkout.monthly.schedule} caption="Your monthly Direct Debits" />
          </>
        ) : (
          <p className="payment-amount">
            {formatMoney(checkout.annualCents)} <span>paid in full by card today</span>
          </p>
        )}
        <p>
          <Link to={quotePaymentOptionsPath(checkout.quoteId)}>Change how you pay</Link>
        </p>
      </section>

      {monthly && checkout.mandate && !changingMandate && (
        <section className="payment-card" aria-labelledby="payment-mandate">
          <h2 id="payment-mandate">Direct Debit</h2>
          <p>
            From {checkout.mandate.accountHolder}, {checkout.mandate.ibanMasked} (mandate reference{' '}
            {checkout.mandate.reference}).
          </p>
          <button type="button" className="button button--quiet" onClick={() => setChangingMandate(true)}>
            Use a different account
          </button>
        </section>
      )}

      <p className="payment-secure">
        You will pay by card on our payment provider’s secure page. We never see or keep your card number.
      </p>
      {needsMandate ? (
        <MandateForm checkout={checkout} onSubmit={mandateThenPay} submitLabel="Agree and pay securely" />
      ) : (
        <OpenPaymentPageButton open={openPaymentPage} label="Pay securely" />
      )}
    </div>
  );
}
