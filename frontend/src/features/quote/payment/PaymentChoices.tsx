import { useId } from 'react';
import type { PaymentOption, QuotePrice } from '#src/api/quotes';
import { radioTabIndex } from '#src/components/radioTabStop';
import { formatMoney } from '#src/language/money';

interface PaymentChoicesProps {
  result: QuotePrice;
  chosen: PaymentOption | undefined;
  onChoose: (option: PaymentOption) => void;
}

/**
 * The two ways to pay as large radio cards, the cost of credit spelt out on the monthly one. Never
 * disabled while a choice is saved: a disabled radio drops the keyboard's focus as the arrow keys choose.
 */
export function PaymentChoices({ result, chosen, onChoose }: PaymentChoicesProps) {
  const legendId = useId();
  const { breakdown, monthly } = result;
  if (!breakdown) return null;
  return (
    <fieldset className="payment-choices" aria-labelledby={legendId}>
      <legend id={legendId} className="visually-hidden">
        Payment option
      </legend>
      <label className="payment-choice">
        <input
          type="radio"
          name="paymentOption"
          checked={chosen === 'annual'}
          tabIndex={radioTabIndex(0, chosen === 'annual', chosen !== undefined)}
          onChange={() => onChoose('annual')}
        />
        <span className="payment-choice__body">
          <span className="payment-choice__title">Pay in full by card</span>
          <span className="payment-choice__amount">{formatMoney(breakdown.totalCents)}</span>
          <span>One payment today. No credit charge.</span>
        </span>
      </label>
      {monthly && (
        <label className="payment-choice">
          <input
            type="radio"
            name="paymentOption"
            checked={chosen === 'monthly'}
            tabIndex={radioTabIndex(1, chosen === 'monthly', chosen !== undefined)}
            onChange={() => onChoose('monthly')}
          />
          <span className="payment-choice__body">
            <span className="payment-choice__title">Pay monthly</span>
            <span className="payment-choice__amount">
              {formatMoney(monthly.depositCents)} today, then {monthly.instalments} payments of{' '}
              {formatMoney(monthly.instalmentCents)}
            </span>
            <span>
              Credit charge {formatMoney(monthly.creditChargeCents)}. APR {monthly.apr}%. Total payable{' '}
              {formatMoney(monthly.totalPayableCents)}.
            </span>
          </span>
        </label>
      )}
    </fieldset>
  );
}
