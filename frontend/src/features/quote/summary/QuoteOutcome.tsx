import { useState } from 'react';
import { Link } from 'react-router-dom';
import { priceQuote, type Quote } from '#src/api/quotes';
import { track } from '../../analytics/dataLayer';
import { PriceBreakdown } from '../outcome/PriceBreakdown';
import { QuoteRefusal } from '../outcome/QuoteRefusal';
import { resumePath } from '../quotePaths';
import { isComplete } from '../quoteSteps';
import { failureMessage } from '#src/language/failure';
import { BeforeYouBuy } from './BeforeYouBuy';

/**
 * The head of the summary: the price, the documents to read and confirm before paying, why there is no
 * price, or what is still to do.
 */
export function QuoteOutcome({ quote }: { quote: Quote }) {
  const { result } = quote;
  if (quote.status === 'purchased') {
    return (
      <p className="notice notice--done">
        You bought this policy. Your policy number is <strong>{quote.policyNumber}</strong>.
      </p>
    );
  }
  if (quote.status === 'quoted' && result) {
    return (
      <>
        <PriceBreakdown result={result} voluntaryExcessCents={quote.answers.cover?.voluntaryExcessCents} />
        <BeforeYouBuy quote={quote} />
      </>
    );
  }
  if ((quote.status === 'declined' || quote.status === 'referred') && result)
    return <QuoteRefusal result={result} />;
  return <NotPriced quote={quote} />;
}

/** Answers changed since the last price, or pages are still to answer. */
function NotPriced({ quote }: { quote: Quote }) {
  const [problem, setProblem] = useState<string>();
  const [pricing, setPricing] = useState(false);
  if (!isComplete(quote)) {
    return (
      <p className="notice">
        Your quote is not finished yet. <Link to={resumePath(quote)}>Continue your quote</Link>
      </p>
    );
  }
  const price = async () => {
    setPricing(true);
    try {
      const priced = await priceQuote(quote._id);
      track('quote_priced', { outcome: priced.result?.outcome });
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setPricing(false);
    }
  };
  return (
    <div className="notice">
      <p>Your answers have changed since your last price.</p>
      <button type="button" className="button button--cta" onClick={() => void price()} disabled={pricing}>
        Get my price
      </button>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
