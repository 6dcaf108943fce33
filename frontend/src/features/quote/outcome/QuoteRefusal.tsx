import type { QuotePrice } from '#src/api/quotes';
import { CallUs } from './CallUs';

/** A declined or referred quote: why, in the insurer's words, and who to call. No payment is offered. */
export function QuoteRefusal({ result }: { result: QuotePrice }) {
  const referred = result.outcome === 'referred';
  return (
    <section className="quote-refusal" aria-labelledby="quote-refusal-title">
      <h2 id="quote-refusal-title">
        {referred ? 'Our team needs to look at your quote' : "Sorry, we can't offer you a quote online"}
      </h2>
      <ul>
        {(result.reasons ?? []).map((reason) => (
          <li key={reason.code + reason.message}>{reason.message}</li>
        ))}
      </ul>
      <CallUs>
        {referred
          ? 'Please call us to finish your quote. Have your web reference ready.'
          : 'Please call us: our team may still be able to help.'}
      </CallUs>
    </section>
  );
}
