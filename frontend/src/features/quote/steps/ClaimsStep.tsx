import type { QuoteOptions } from '#src/api/quotes';
import { OptionalList } from '#src/components/OptionalList';
import { ClaimEntry } from './ClaimEntry';

/** Step 4: the driver's own claims and accidents; none is a fine answer. */
export function ClaimsStep({ options }: { options: QuoteOptions }) {
  return (
    <OptionalList
      answerName="hasClaims"
      question="Have you had any claims or accidents in the last 5 years?"
      hint="Whoever was at fault, including windscreen and theft claims."
      name="claims"
      noun="claim"
      unanswered="Please say whether you have had any claims or accidents"
      max={10}
      renderItem={(item) => <ClaimEntry name={item} options={options} />}
    />
  );
}
