import { ApiFailure } from '@ivy/api-client';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import {
  confirmAdjustment,
  priceAdjustment,
  type Adjustment,
  type PriceAdjustmentRequest,
} from '../../api/policyDocuments';
import { FormProblem } from '../../components/FormProblem';
import { formatDate } from '../../language/dates';
import { failureMessage } from '../../language/failure';
import { formatMoney } from '../../language/money';
import { submissionErrors } from '../quote/serverErrors';
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

export interface PolicyChangeProps<V extends object> {
  /** The button that opens the form, the form's name and its heading: "I passed my driving test". */
  title: string;
  intro: string;
  initialValues: V;
  toRequest: (values: V) => PriceAdjustmentRequest;
  /** Where the form keeps the field the server names (when it is kept under another name). */
  fieldPath?: (serverPath: string) => string;
  children: ReactNode;
}

/**
 * A change the policyholder makes online: its own questions, then the price of the change, then a
 * confirmation that changes the policy and issues new documents. A change the rules refer goes to staff,
 * and the policyholder is told so; nothing changes until a priced one is confirmed.
 */
export function PolicyChange<V extends object>({
  title,
  intro,
  initialValues,
  toRequest,
  fieldPath,
  children,
}: PolicyChangeProps<V>) {
  const [open, setOpen] = useState(false);
  const [quoted, setQuoted] = useState<{ adjustment: Adjustment; message: string }>();
  const [outcome, setOutcome] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const priceRef = useRef<HTMLElement>(null);
  const headingId = useId();

  const price = async (values: V, form: FormApi<V>): Promise<SubmissionErrors | void> => {
    try {
      setQuoted(await priceAdjustment(toRequest(values)));
      requestAnimationFrame(() => priceRef.current?.focus());
    } catch (error) {
      if (error instanceof ApiFailure && (error.status === 400 || error.status === 422))
        return submissionErrors(error, form.getRegisteredFields(), fieldPath);
      return { [FORM_ERROR]: failureMessage(error) };
    }
  };

  const confirm = async (adjustment: Adjustment) => {
    setConfirming(true);
    setProblem(undefined);
    try {
      setOutcome(await confirmAdjustment(adjustment.id));
      setQuoted(undefined);
      setOpen(false);
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setConfirming(false);
    }
  };

  if (!open) {
    return (
      <>
        {outcome && <p role="status">{outcome}</p>}
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {title}
        </button>
      </>
    );
  }
  if (quoted) {
    const { adjustment, message } = quoted;
    return (
      <section className="adjustment" aria-labelledby={headingId} ref={priceRef} tabIndex={-1}>
        <h3 id={headingId}>{adjustment.price ? 'The price of the change' : 'We will review this change'}</h3>
        <p>{adjustment.summary}</p>
        <p role="status">{message}</p>
        <PriceOfChange adjustment={adjustment} />
        <FormProblem problem={problem} />
        <div className="step-actions">
          {adjustment.outcome === 'priced' && (
            <button
              type="button"
              className="button button--cta"
              disabled={confirming}
              onClick={() => void confirm(adjustment)}
            >
              Confirm the change
            </button>
          )}
          <button
            type="button"
            className="button button--quiet"
            disabled={confirming}
            onClick={() => {
              setQuoted(undefined);
              setOpen(false);
            }}
          >
            {adjustment.outcome === 'priced' ? 'Cancel' : 'Close'}
          </button>
        </div>
      </section>
    );
  }
  return (
    <Form<V> onSubmit={price} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError }) => (
        <form
          className="adjustment"
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          aria-label={title}
        >
          <h3>{title}</h3>
          <p>{intro}</p>
          <FormProblem problem={submitError} />
          {children}
          <div className="step-actions">
            <button type="submit" className="button button--cta" disabled={submitting}>
              See the price of the change
            </button>
            <button type="button" className="button button--quiet" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Form>
  );
}
