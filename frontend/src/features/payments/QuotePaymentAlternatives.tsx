import { Link } from 'react-router-dom';
import { useQuoteCheckout, type PaymentResult } from '../../api/payments';
import { quotePaymentOptionsPath, quoteSummaryPath } from '../quote/quotePaths';

/**
 * After a quote's payment failed or was cancelled: back to the quote, and monthly instead of annual
 * where the quote offers it (its checkout says so; without the tab's quote token the link is left out).
 */
export function QuotePaymentAlternatives({ payment }: { payment: PaymentResult }) {
  const quoteId = payment.subject.id;
  const { data: checkout } = useQuoteCheckout(payment.option === 'annual' ? quoteId : null);
  return (
    <ul className="payment-alternatives">
      <li>
        <Link to={quoteSummaryPath(quoteId)}>Back to your quote</Link>
      </li>
      {checkout?.monthly && (
        <li>
          <Link to={quotePaymentOptionsPath(quoteId)}>Pay monthly by Direct Debit instead</Link>
        </li>
      )}
    </ul>
  );
}
