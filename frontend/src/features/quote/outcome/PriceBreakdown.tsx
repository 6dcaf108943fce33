import { useId } from 'react';
import type { QuotePrice } from '#src/api/quotes';
import { formatEuro, formatMoney, formatSignedMoney } from '#src/language/money';
import { formatDate } from '#src/language/dates';

/**
 * How the price is made up: the base premium, every loading and discount on its own line, the
 * government levy on its own line, the total, then the excess, how long the price holds and who
 * underwrites it.
 */
export function PriceBreakdown({
  result,
  label = 'Your price',
  voluntaryExcessCents,
}: {
  /** A quote's price, or a staff sandbox result (which is never saved, so has no pricing time). */
  result: Pick<QuotePrice, 'breakdown' | 'excessCents' | 'validUntil' | 'underwriter'>;
  /** Staff screens show two prices side by side, each named by its table version. */
  label?: string;
  /** The voluntary excess chosen, when known: the excess line says what it is made of. */
  voluntaryExcessCents?: number;
}) {
  const titleId = useId();
  const { breakdown } = result;
  if (!breakdown) return null;
  return (
    <section className="price-breakdown" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {label}: <span className="price-breakdown__total">{formatMoney(breakdown.totalCents)}</span> a year
      </h2>
      <table className="price-breakdown__table">
        <caption className="visually-hidden">How your price is made up</caption>
        <tbody>
          <tr>
            <th scope="row">Base premium</th>
            <td>{formatMoney(breakdown.basePremiumCents)}</td>
          </tr>
          {breakdown.lines.map((line) => (
            <tr key={line.code} className={`price-line price-line--${line.kind}`}>
              <th scope="row">{line.label}</th>
              <td>{formatSignedMoney(line.amountCents)}</td>
            </tr>
          ))}
          <tr className="price-breakdown__subtotal">
            <th scope="row">Premium</th>
            <td>{formatMoney(breakdown.subtotalCents)}</td>
          </tr>
          <tr>
            <th scope="row">Government levy (3%)</th>
            <td>{formatMoney(breakdown.levyCents)}</td>
          </tr>
          <tr className="price-breakdown__grand-total">
            <th scope="row">Total</th>
            <td>{formatMoney(breakdown.totalCents)}</td>
          </tr>
        </tbody>
      </table>
      <dl className="price-breakdown__terms">
        {result.excessCents !== undefined && (
          <div>
            <dt>Excess</dt>
            <dd>{excessText(result.excessCents, voluntaryExcessCents)}</dd>
          </div>
        )}
        {result.validUntil && (
          <div>
            <dt>Price valid until</dt>
            <dd>{formatDate(result.validUntil)}</dd>
          </div>
        )}
        {result.underwriter && (
          <div>
            <dt>Underwritten by</dt>
            <dd>{result.underwriter}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** '€500 (compulsory €250 plus your voluntary €250)', or '€250 (compulsory)' with no voluntary excess. */
function excessText(totalCents: number, voluntaryCents: number | undefined): string {
  if (voluntaryCents === undefined) return formatEuro(totalCents);
  if (voluntaryCents === 0) return `${formatEuro(totalCents)} (compulsory)`;
  return `${formatEuro(totalCents)} (compulsory ${formatEuro(totalCents - voluntaryCents)} plus your voluntary ${formatEuro(voluntaryCents)})`;
}
