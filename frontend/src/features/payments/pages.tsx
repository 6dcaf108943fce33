import { Link } from 'react-router-dom';
import { startQuoteCheckout } from '../../api/payments';
import { brand } from '../../brand';
import { PaymentResultScreen } from './PaymentResultScreen';
import { QuotePaymentAlternatives } from './QuotePaymentAlternatives';

export { QuotePaymentPage } from './QuotePaymentPage';

/** /get-a-quote/payment/success and /failed: the result of paying for a quote. */
export function QuotePaymentResultPage() {
  return (
    <PaymentResultScreen
      referenceLabel="Your policy number"
      subjectLabel="Your web reference"
      notStarted="Your cover has not started."
      retry={(payment) => startQuoteCheckout(payment.subject.id, payment.option)}
      alternatives={(payment) => <QuotePaymentAlternatives payment={payment} />}
      nextSteps={
        <ul className="payment-steps">
          <li>We have emailed you a summary of your policy.</li>
          <li>
            Your policy schedule, certificate of insurance, insurance disc and statement of fact are ready on{' '}
            <Link to="/my-policy">your documents page</Link>: sign in there with your policy number, date of
            birth and a code we email you.
          </li>
          <li>Keep your policy number to hand: quote it whenever you contact us.</li>
          <li>
            To enter our €100 gift card competition, follow us on{' '}
            <a href={brand.instagramCompetitionPost}>Instagram</a> and react to the Competition Highlight with
            a heart-eyes emoji.
          </li>
        </ul>
      }
    />
  );
}
