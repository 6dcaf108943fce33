import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { usePaymentResult, type PaymentResult } from '../../api/payments';
import { brand } from '../../brand';
import { LoadingHeart } from '../../components/LoadingHeart';
import { telHref } from '../../components/phone';
import { formatMoney } from '../../language/money';
import { failureMessage } from '../../language/failure';
import { InstalmentTable } from './InstalmentTable';
import { OpenPaymentPageButton } from './OpenPaymentPage';
import {
  CONFIRM_TIMEOUT_MS,
  pollInterval,
  resultScreen,
  type PaymentState,
  type ResultScreen,
  type ReturnOutcome,
} from './paymentState';
import './payments.css';
import { formatDate } from '../../language/dates';

export interface PaymentResultScreenProps {
  /** What the customer quotes from now on, e.g. 'Policy number'. */
  referenceLabel: string;
  /** Opens a new attempt for the same subject and answers the provider page to send the customer to. */
  retry: (payment: PaymentResult) => Promise<string>;
  /** What happens next, under a successful payment. */
  nextSteps: ReactNode;
  /** Names what was being paid for, e.g. 'Your web reference'. */
  subjectLabel: string;
  /** Under a payment not made: what has not happened, e.g. 'Your cover has not started.' */
  notStarted: string;
  /** Under a payment not made: the ways on besides a retry. */
  alternatives?: (payment: PaymentResult) => ReactNode;
}

/**
 * The one screen for both ends of a hosted payment (`…/payment/success|failed?payment=&sig=`), for a
 * new policy or a renewal alike. It shows what the server's verified record says, asking again for a
 * short while as the provider's webhook lands; the route only tells it how long to wait.
 */
export function PaymentResultScreen(props: PaymentResultScreenProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const outcome: ReturnOutcome = pathname.endsWith('/success') ? 'success' : 'failed';
  const paymentId = params.get('payment');
  const sig = params.get('sig') ?? '';
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), CONFIRM_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [paymentId]);
  const { data, error, isLoading } = usePaymentResult(paymentId && sig ? paymentId : null, sig, (latest) =>
    pollInterval(latest, outcome, timedOut),
  );
  const state: PaymentState = { paymentOption: data?.option, payment: data, isLoading };
  const screen = resultScreen(state, {
    outcome,
    timedOut,
    unavailable: !paymentId || !sig || (error !== undefined && data === undefined),
  });
  return (
    <div className="page-container payment-page">
      <ResultBody
        screen={screen}
        payment={state.payment}
        problem={error ? failureMessage(error) : undefined}
        {...props}
      />
    </div>
  );
}

/** Moves focus to the heading when the verdict changes, so a screen reader hears it. */
function Heading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), [children]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

interface ResultBodyProps extends PaymentResultScreenProps {
  screen: ResultScreen;
  payment: PaymentResult | undefined;
  problem: string | undefined;
}

function ResultBody({
  screen,
  payment,
  problem,
  referenceLabel,
  retry,
  nextSteps,
  ...notMade
}: ResultBodyProps) {
  const callUs = (
    <p>
      Questions? Call us on <a href={telHref(brand.phone.dublin)}>{brand.phone.dublin}</a> (
      {brand.openingHours}).
    </p>
  );
  if (screen === 'unavailable') {
    return (
      <>
        <Heading>We could not find this payment</Heading>
        <p role="alert">{problem ?? 'This link does not open a payment.'}</p>
        {callUs}
      </>
    );
  }
  if (screen === 'confirming' || !payment) {
    return (
      <>
        <Heading>Confirming your payment…</Heading>
        <LoadingHeart label="Confirming your payment…" />
      </>
    );
  }
  switch (screen) {
    case 'succeeded':
      return (
        <>
          <Heading>Payment received</Heading>
          <p className="payment-reference">
            {referenceLabel}: <strong className="reference">{payment.reference}</strong>
          </p>
          <PaymentSummary payment={payment} />
          <h2>What happens next</h2>
          {nextSteps}
          {callUs}
        </>
      );
    case 'held':
      return (
        <>
          <Heading>We received your payment</Heading>
          <p className="payment-notice" role="status">
            {payment.message}
          </p>
          {payment.subjectReference && (
            <p className="payment-reference">
              {notMade.subjectLabel}: <strong className="reference">{payment.subjectReference}</strong>
            </p>
          )}
          <h2>What happens next</h2>
          <p>
            There is no need to pay again. Our team has been told and will email or call you within one
            working day. If you need your cover confirmed sooner, call us on{' '}
            <a href={telHref(brand.phone.dublin)}>{brand.phone.dublin}</a> ({brand.openingHours}) and quote{' '}
            {payment.subjectReference ?? 'your reference'}.
          </p>
        </>
      );
    case 'unconfirmed':
      return (
        <>
          <Heading>We are still confirming your payment</Heading>
          <p className="payment-notice" role="status">
            Our payment provider has not confirmed your payment yet. There is no need to pay again: we will
            email you as soon as it is confirmed.
          </p>
          {callUs}
        </>
      );
    default:
      return <NotPaid payment={payment} retry={retry} callUs={callUs} {...notMade} />;
  }
}

/**
 * SPEC's one `/failed` route for a decline and a cancel alike: what happened in plain words, what it
 * is about, that nothing was charged and nothing started, then every way on.
 */
function NotPaid({
  payment,
  retry,
  callUs,
  subjectLabel,
  notStarted,
  alternatives,
}: Pick<ResultBodyProps, 'retry' | 'subjectLabel' | 'notStarted' | 'alternatives'> & {
  payment: PaymentResult;
  callUs: ReactNode;
}) {
  // Leaving the provider's page unpaid is a cancel too.
  const cancelled = payment.status === 'cancelled' || payment.status === 'pending';
  return (
    <>
      <Heading>{cancelled ? 'Payment cancelled' : 'Payment not completed'}</Heading>
      <p className="payment-notice" role="alert">
        {payment.status === 'pending' ? 'You left the payment page before paying.' : payment.message}
      </p>
      {payment.subjectReference && (
        <p className="payment-reference">
          {subjectLabel}: <strong className="reference">{payment.subjectReference}</strong>
        </p>
      )}
      <p>Nothing has been charged to your card. {notStarted}</p>
      <OpenPaymentPageButton open={() => retry(payment)} label="Retry payment" />
      {alternatives?.(payment)}
      {callUs}
    </>
  );
}

function PaymentSummary({ payment }: { payment: PaymentResult }) {
  const monthly = payment.option === 'monthly_deposit';
  return (
    <>
      <dl className="payment-facts">
        <div>
          <dt>{monthly ? 'Deposit paid' : 'Paid'}</dt>
          <dd>{formatMoney(payment.amountCents)}</dd>
        </div>
        {payment.card && (
          <div>
            <dt>Card</dt>
            <dd>
              {payment.card.brand} ending {payment.card.last4}
            </dd>
          </div>
        )}
        {payment.description && (
          <div>
            <dt>For</dt>
            <dd>{payment.description}</dd>
          </div>
        )}
        {payment.coverStartDate && (
          <div>
            <dt>Cover starts</dt>
            <dd>{formatDate(payment.coverStartDate)}</dd>
          </div>
        )}
        {payment.mandate && (
          <div>
            <dt>Direct Debit</dt>
            <dd>
              {payment.mandate.ibanMasked} (mandate {payment.mandate.reference})
            </dd>
          </div>
        )}
      </dl>
      {payment.instalments && payment.instalments.length > 0 && (
        <InstalmentTable instalments={payment.instalments} caption="Your monthly Direct Debits" />
      )}
    </>
  );
}
