import { ApiFailure } from '@ivy/api-client';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import arrayMutators from 'final-form-arrays';
import { useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { priceAdjustment, type Adjustment, type PriceAdjustmentRequest } from '../../api/policyDocuments';
import { FutureDateField } from '../../components/DateField';
import { FormProblem } from '../../components/FormProblem';
import { notInPast } from '../../components/validators';
import { failureMessage } from '../../language/failure';
import { submissionErrors } from '../quote/serverErrors';
import { PricedChange } from './PricedChange';
// The quote's questions are asked here too (the car lookup, lists of claims): they keep the quote's look.
import '../quote/quote.css';
import './adjustments.css';

/**
 * The day a change of car or of drivers starts, when not at once; the server refuses one outside the cover,
 * or before the last change, by this field.
 */
export function EffectiveDateField() {
  return (
    <FutureDateField
      name="effectiveDate"
      label="Date of the change"
      hint="Leave it empty for today, or the first day of cover if it has not started"
      validate={notInPast}
    />
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
  const priceRef = useRef<HTMLElement>(null);

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
    const close = () => {
      setQuoted(undefined);
      setOpen(false);
    };
    return (
      <PricedChange
        adjustment={quoted.adjustment}
        message={quoted.message}
        onConfirmed={(message) => {
          setOutcome(message);
          close();
        }}
        onClose={close}
        focusRef={priceRef}
      />
    );
  }
  return (
    <Form<V> onSubmit={price} initialValues={initialValues} mutators={{ ...arrayMutators }}>
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
