import { useId, useState, type RefObject } from 'react';
import { confirmAdjustment, startAdjustmentCheckout, type Adjustment } from '../../api/policyDocuments';
import { FormProblem } from '../../components/FormProblem';
import { formatDate } from '../../language/dates';
import { OpenPaymentPageButton } from '../payments/OpenPaymentPage';
import { failureMessage } from '../../language/failure';
import { formatMoney } from '../../language/money';
import './adjustments.css';

/** What the policyholder pays or gets back, in words: a refund reads as a refund, not a minus. */
function moneyWords(price: NonNullable<Adjustment['price']>): string {
  if (price.refundCents > 0) return `We refund you ${formatMoney(price.refundCents)}`;
  if (price.payNowCents > 0) return `You pay ${formatMoney(price.payNowCents)}`;
  return price.instalments ? 'Your remaining Direct Debits change (below)' : 'Nothing to pay';
}

const signed = (cents: number) => (cents < 0 ? `−${formatMoney(-cents)}` : formatMoney(cents));

/** The price of the change before it is confirmed: the year before and after, the days left, the levy. */
function PriceOfChange({ adjustment }: { adjustment: Adjustment }) {
  const price = adjustment.price;
  if (!price) return null;
  return (
    <dl className="my-policy__facts adjustment__price">
      <dt>Premium for the year</dt>
      <dd>
        {formatMoney(price.annualBeforeCents)} now, {formatMoney(price.annualAfterCents)} after the change
      </dd>
      <dt>From</dt>
      <dd>
        {formatDate(adjustment.effectiveDate)} ({price.daysLeft} days of cover left)
      </dd>
      <dt>Difference for those days</dt>
      <dd>{signed(price.premiumCents)}</dd>
      <dt>Government levy (3%)</dt>
      <dd>{signed(price.levyCents)}</dd>
      {price.adminFeeCents > 0 && (
        <>
          <dt>Administration fee</dt>
          <dd>{formatMoney(price.adminFeeCents)}</dd>
        </>
      )}
      <dt>In all</dt>
      <dd>
        <strong>{moneyWords(price)}</strong>
      </dd>
      {price.instalments && (
        <>
          <dt>Direct Debits after the change</dt>
          <dd>
            {price.instalments
              .map((i) => `${formatDate(i.dueDate)}: ${formatMoney(i.amountCents)}`)
              .join('; ')}
          </dd>
        </>
      )}
      {price.noviceUntil && (
        <>
          <dt>Novice driver until</dt>
          <dd>{formatDate(price.noviceUntil)} (N plates, and the lower penalty-point limit)</dd>
        </>
      )}
    </dl>
  );
}

export interface PricedChangeProps {
  adjustment: Adjustment;
  message: string;
  /** The change was made: what the server said. */
  onConfirmed: (message: string) => void;
  onClose: () => void;
  /** Focused when the price shows, so a screen reader reads it. */
  focusRef?: RefObject<HTMLElement | null>;
}

/**
 * A priced change, before it is made: its price, then a confirmation that changes the policy and issues
 * new documents, or, for a change that costs more, the payment page (the change is made once it is
 * paid). A change the rules refer is only announced: our team reviews it.
 */
export function PricedChange({ adjustment, message, onConfirmed, onClose, focusRef }: PricedChangeProps) {
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const payNowCents = adjustment.price?.payNowCents ?? 0;

  const confirm = async () => {
    setConfirming(true);
    setProblem(undefined);
    try {
      onConfirmed(await confirmAdjustment(adjustment.id));
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section className="adjustment" aria-labelledby={headingId} ref={focusRef} tabIndex={-1}>
      <h3 id={headingId}>{adjustment.price ? 'The price of the change' : 'We will review this change'}</h3>
      <p>{adjustment.summary}</p>
      <p role="status">{message}</p>
      <PriceOfChange adjustment={adjustment} />
      <FormProblem problem={problem} />
      {adjustment.outcome === 'priced' && payNowCents > 0 && (
        <OpenPaymentPageButton
          open={() => startAdjustmentCheckout(adjustment.id)}
          label={`Pay ${formatMoney(payNowCents)} and make the change`}
        />
      )}
      <div className="step-actions">
        {adjustment.outcome === 'priced' && payNowCents === 0 && (
          <button
            type="button"
            className="button button--cta"
            disabled={confirming}
            onClick={() => void confirm()}
          >
            Confirm the change
          </button>
        )}
        <button type="button" className="button button--quiet" disabled={confirming} onClick={onClose}>
          {adjustment.outcome === 'priced' ? 'Cancel' : 'Close'}
        </button>
      </div>
    </section>
  );
}
