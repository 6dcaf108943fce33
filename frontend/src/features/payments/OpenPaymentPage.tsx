import { useState, type ReactNode } from 'react';
import { failureMessage } from '../../language/failure';
import { leaveForProvider } from './leaveForProvider';

interface OpenPaymentPageProps {
  /** Opens an attempt and answers the provider's page to send the customer to. */
  open: () => Promise<string>;
  label: string;
}

/**
 * The button that opens the provider's hosted page (pay, or retry after a failure) for a quote or a
 * renewal alike. The browser leaves this site on success, so it stays busy; a refusal is shown.
 */
export function OpenPaymentPageButton({ open, label }: OpenPaymentPageProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const go = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      leaveForProvider(await open());
    } catch (error) {
      setProblem(failureMessage(error));
      setBusy(false);
    }
  };
  return (
    <div className="payment-actions">
      <button type="button" className="button button--cta" disabled={busy} onClick={() => void go()}>
        {busy ? 'Opening the payment page…' : label}
      </button>
      {problem && (
        <p className="payment-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** What is being paid for, as label and value pairs. */
export function PaymentFacts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="payment-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
