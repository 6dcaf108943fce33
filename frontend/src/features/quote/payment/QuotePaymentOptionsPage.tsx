import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { choosePaymentOption, useQuote, type PaymentOption, type Quote } from '#src/api/quotes';
import { LoadingHeart } from '#src/components/LoadingHeart';
import { track } from '../../analytics/dataLayer';
import { QuoteRefusal } from '../outcome/QuoteRefusal';
import { quotePaymentPath, quoteSummaryPath } from '../quotePaths';
import { QuoteUnavailable } from '../QuoteUnavailable';
import { failureMessage } from '#src/language/failure';
import { useOpenedQuoteId } from '../useOpenedQuote';
import { PaymentChoices } from './PaymentChoices';
import '../quote.css';

interface QuotePaymentOptionsPageProps {
  /** 'Pay': hands the quote to the payments screens; by default it goes to quotePaymentPath(quoteId). */
  onPay?: (quoteId: string) => void;
}

/**
 * /get-a-quote/payment-options?quote={id}: pay in full by card, or monthly (deposit plus instalments,
 * with the credit charge and APR shown). The choice is saved, then 'Pay' hands over to payments.
 */
export function QuotePaymentOptionsPage({ onPay }: QuotePaymentOptionsPageProps) {
  const id = useOpenedQuoteId();
  if (id === null) return <LoadingHeart />;
  if (!id) return <QuoteUnavailable />;
  return <PaymentOptions id={id} onPay={onPay} />;
}

function PaymentOptions({ id, onPay }: { id: string; onPay?: (quoteId: string) => void }) {
  const { data: quote, error } = useQuote(id);
  const navigate = useNavigate();
  if (error && !quote) return <QuoteUnavailable message={error.message} />;
  if (!quote) return <LoadingHeart label="Loading your quote" />;
  const pay = onPay ?? ((quoteId: string) => void navigate(quotePaymentPath(quoteId)));
  return (
    <div className="page-container payment-options">
      <h1>How would you like to pay?</h1>
      <p className="quote-journey__reference">
        Web reference <strong>{quote.webReference}</strong>
      </p>
      <PaymentBody quote={quote} onPay={() => pay(quote._id)} />
    </div>
  );
}

function PaymentBody({ quote, onPay }: { quote: Quote; onPay: () => void }) {
  const [saving, setSaving] = useState<PaymentOption>();
  const [problem, setProblem] = useState<string>();
  // Choices saved one after another, so the arrow keys' quick changes reach the server in order.
  const saves = useRef(Promise.resolve());
  const latest = useRef<PaymentOption>(undefined);
  const { result } = quote;
  if ((quote.status === 'declined' || quote.status === 'referred') && result)
    return <QuoteRefusal result={result} />;
  if (quote.status !== 'quoted' || !result?.breakdown) {
    return (
      <p className="notice">
        {quote.status === 'purchased' ? 'This quote has been bought.' : 'This quote has no price to pay yet.'}{' '}
        <Link to={quoteSummaryPath(quote._id)}>See your quote</Link>
      </p>
    );
  }

  const choose = (option: PaymentOption) => {
    latest.current = option;
    setSaving(option);
    setProblem(undefined);
    saves.current = saves.current.then(async () => {
      try {
        await choosePaymentOption(quote._id, option);
        track('quote_payment_option', { payment_option: option });
      } catch (failure) {
        if (latest.current === option) setProblem(failureMessage(failure));
      } finally {
        if (latest.current === option) setSaving(undefined);
      }
    });
  };

  return (
    <>
      <PaymentChoices result={result} chosen={saving ?? quote.paymentOption} onChoose={choose} />
      {problem && (
        <p className="form-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="step-actions">
        <button
          type="button"
          className="button button--cta"
          disabled={!quote.paymentOption || saving !== undefined}
          onClick={onPay}
        >
          Pay
        </button>
        <Link to={quoteSummaryPath(quote._id)} className="button button--quiet">
          Back to your quote
        </Link>
      </div>
    </>
  );
}
