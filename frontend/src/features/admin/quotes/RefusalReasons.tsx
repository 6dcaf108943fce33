import type { QuoteResult } from '#src/api/rating';

/** Why a risk was declined or referred: the customer's words with the rule's code beside them. */
export function RefusalReasons({ reasons = [] }: Pick<QuoteResult, 'reasons'>) {
  return (
    <ul>
      {reasons.map((reason) => (
        <li key={reason.code}>
          {reason.message} <code>{reason.code}</code>
        </li>
      ))}
    </ul>
  );
}
