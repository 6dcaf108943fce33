import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { resumeQuote, useQuote, useQuoteAccess, useQuoteOptions, type Quote } from '#src/api/quotes';
import { CmsLoadState } from '#src/components/cms/CmsLoadState';
import { LoadingHeart } from '#src/components/LoadingHeart';
import { track } from '../../analytics/dataLayer';
import { quoteStepPath, quoteSummaryPath, resumePath, RESUME_TOKEN_PARAM, STEP_PARAM } from '../quotePaths';
import { FIRST_STEP, parseStep, reachableStep } from '../quoteSteps';
import { failureMessage } from '#src/language/failure';
import { QuoteUnavailable } from '../QuoteUnavailable';
import { QuoteJourney } from './QuoteJourney';

/** /get-a-quote once the assumptions are accepted (pages.tsx checks): a new quote. */
export function NewQuotePage() {
  const options = useQuoteOptions();
  if (!options.data) return <CmsLoadState error={options.error} onRetry={() => void options.mutate()} />;
  return <QuoteJourney quote={undefined} step={FIRST_STEP} options={options.data} />;
}

/**
 * /get-a-quote/{id}: a quote this tab holds the token of, at the step in `?step=`. From the emailed
 * link (`?token=`) the token is exchanged first and then dropped from the address.
 */
export function QuotePage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const resumeToken = params.get(RESUME_TOKEN_PARAM);
  const access = useQuoteAccess(id);
  if (resumeToken) return <ResumeFromLink id={id} token={resumeToken} />;
  if (access === 'unknown') return <LoadingHeart />;
  if (access === 'missing') return <QuoteUnavailable />;
  return <OpenQuote id={id} requested={parseStep(params.get(STEP_PARAM))} />;
}

function OpenQuote({ id, requested }: { id: string; requested: number | undefined }) {
  const quote = useQuote(id);
  const options = useQuoteOptions();
  // A failed refresh of a quote already on screen keeps it there.
  if (quote.error && !quote.data) return <QuoteUnavailable message={quote.error.message} />;
  if (!quote.data || !options.data) {
    return <CmsLoadState error={options.error} onRetry={() => void options.mutate()} />;
  }
  // A bought quote can no longer change.
  if (quote.data.status === 'purchased') return <Navigate to={quoteSummaryPath(id)} replace />;
  const step = reachableStep(requested, quote.data);
  if (step !== requested) return <Navigate to={quoteStepPath(id, step)} replace />;
  return <QuoteJourney key={id} quote={quote.data} step={step} options={options.data} />;
}

// One exchange per link, however often the screen mounts (React runs effects twice in development).
const resuming = new Map<string, Promise<Quote>>();

function ResumeFromLink({ id, token }: { id: string; token: string }) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    let current = true;
    if (!resuming.has(token)) {
      resuming.set(
        token,
        resumeQuote(id, token).then((quote) => {
          track('quote_resumed');
          return quote;
        }),
      );
    }
    resuming.get(token)!.then(
      (quote) => current && void navigate(resumePath(quote), { replace: true }),
      (error: unknown) => current && setProblem(failureMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [id, token, navigate]);
  if (problem) return <QuoteUnavailable message={problem} />;
  return <LoadingHeart label="Opening your quote" />;
}
