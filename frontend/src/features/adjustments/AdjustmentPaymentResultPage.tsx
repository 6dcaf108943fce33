import { Link } from 'react-router-dom';
import { startAdjustmentCheckout } from '../../api/policyDocuments';
import { PaymentResultScreen } from '../payments/PaymentResultScreen';

/** /my-policy/payment/success and /failed: the result of paying for a change to the policy. */
export function AdjustmentPaymentResultPage() {
  return (
    <PaymentResultScreen
      referenceLabel="Your policy number"
      subjectLabel="Your policy number"
      notStarted="Your policy has not been changed."
      retry={(payment) => startAdjustmentCheckout(payment.subject.id)}
      alternatives={() => (
        <p>
          <Link to="/my-policy">Back to your policy</Link>
        </p>
      )}
      nextSteps={
        <ul className="payment-steps">
          <li>Your policy has been changed, and we have emailed you what changed.</li>
          <li>
            Your new schedule, certificate of motor insurance, disc and statement of fact are ready on{' '}
            <Link to="/my-policy">your policy’s page</Link>.
          </li>
        </ul>
      }
    />
  );
}
