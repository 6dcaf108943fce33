import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuote, useQuoteOptions } from '#src/api/quotes';
import { CmsLoadState } from '#src/components/cms/CmsLoadState';
import { ASSUMPTIONS_PATH, quoteStepPath } from '../quotePaths';
import { QUOTE_STEPS } from '../quoteSteps';
import { QuoteUnavailable } from '../QuoteUnavailable';
import { useOpenedQuoteId } from '../useOpenedQuote';
import { ANSWERS_ID } from './BeforeYouBuy';
import { QuoteOutcome } from './QuoteOutcome';
import { summarySections } from './summarySections';
import { SummarySectionView } from './SummarySectionView';
import '../quote.css';
import { LoadingHeart } from '#src/components/LoadingHeart';

/** /get-a-quote/summary?quote={id}: the price (or why none), and every answer, section by section. */
export function QuoteSummaryPage() {
  const id = useOpenedQuoteId();
  if (id === null) return <LoadingHeart />;
  if (!id) return <QuoteUnavailable />;
  return <Summary id={id} />;
}

function Summary({ id }: { id: string }) {
  const quote = useQuote(id);
  const options = useQuoteOptions();
  // SPEC §3: six flags, every section hidden at first.
  const [summaryIsHidden, setSummaryIsHidden] = useState(() => QUOTE_STEPS.map(() => true));
  // A failed refresh of a quote already on screen keeps it there.
  if (quote.error && !quote.data) return <QuoteUnavailable message={quote.error.message} />;
  if (!quote.data || !options.data) {
    return <CmsLoadState error={options.error} onRetry={() => void options.mutate()} />;
  }
  const editable = quote.data.status !== 'purchased';
  const toggle = (index: number) =>
    setSummaryIsHidden((flags) => flags.map((flag, i) => (i === index ? !flag : flag)));
  return (
    <div className="page-container quote-summary">
      <h1>Your quote</h1>
      <p className="quote-journey__reference">
        Web reference <strong className="reference">{quote.data.webReference}</strong>
      </p>
      <QuoteOutcome quote={quote.data} />
      <h2 id={ANSWERS_ID}>Your answers</h2>
      {summarySections(quote.data.answers, options.data).map((section, index) => (
        <SummarySectionView
          key={section.step}
          section={section}
          hidden={summaryIsHidden[index]}
          onToggle={() => toggle(index)}
          editPath={editable ? quoteStepPath(id, section.step) : undefined}
        />
      ))}
      <p className="quote-summary__assumptions">
        You confirmed that the statements on our <Link to={ASSUMPTIONS_PATH}>assumptions page</Link> are true
        for you and every driver.
      </p>
    </div>
  );
}
