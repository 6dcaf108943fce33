import type { FormApi } from 'final-form';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { SubmissionReceipt } from '#src/api/forms';
import { track } from '../../analytics/dataLayer';
import { CaptchaSlot } from './captcha';
import { Honeypot } from './Honeypot';
import { submissionErrors } from './submission';
import './forms.css';

/** The fields every public form adds for bots (the API's PublicFormDto). */
export interface BotFields {
  website?: string;
  captchaToken?: string;
}

interface PublicFormProps<V extends object> {
  /** Names the form in analytics ('form_submit'). */
  name: string;
  title: string;
  submitLabel: string;
  /** Turns the form's values into the API's body and sends it. */
  send: (values: V & BotFields) => Promise<SubmissionReceipt>;
  children: ReactNode;
  /** Answers already known (a policy number from the documents page). */
  initialValues?: Partial<V>;
}

/**
 * After a failed submit, the first field in error takes focus, so keyboard and screen reader users land
 * on it; when the refusal names no field (sent too often, offline), the message above the fields does.
 */
function focusFirstError(formElement: HTMLFormElement | null) {
  const target =
    formElement?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    formElement?.querySelector<HTMLElement>('.public-form__error');
  target?.focus();
}

function Receipt({ receipt }: { receipt: SubmissionReceipt }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [receipt]);
  return (
    <div ref={ref} className="form-receipt" role="status" tabIndex={-1}>
      <p className="form-receipt__message">{receipt.message}</p>
      <p>
        Your reference is <strong>{receipt.reference}</strong>. We have emailed it to you too.
      </p>
    </div>
  );
}

/**
 * A visitor's form to the broker (contact, feedback, policy change, offers): validation per SPEC §5 with
 * errors after touch, the server's field errors beside their fields, the honeypot and captcha slot. On
 * success it clears and shows the server's message with the enquiry's reference.
 */
export function PublicForm<V extends object>({
  name,
  title,
  submitLabel,
  send,
  children,
  initialValues,
}: PublicFormProps<V>) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [receipt, setReceipt] = useState<SubmissionReceipt>();
  // Counts refused submits: focus moves after the render that marks the fields, not on a timer that
  // can fire before it on a busy device.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) focusFirstError(formRef.current);
  }, [refusals]);

  const onSubmit = async (values: V & BotFields, form: FormApi<V & BotFields>) => {
    setReceipt(undefined);
    try {
      const answer = await send(values);
      track('form_submit', { form: name });
      setReceipt(answer);
      return undefined;
    } catch (error) {
      return submissionErrors(error, form.getRegisteredFields());
    }
  };

  return (
    <section className="public-form" aria-labelledby={titleId}>
      <h2 id={titleId} className="public-form__title">
        {title}
      </h2>
      {receipt && <Receipt receipt={receipt} />}
      <Form<V & BotFields> onSubmit={onSubmit} initialValues={initialValues as Partial<V & BotFields>}>
        {({ handleSubmit, form, submitting, submitError }) => {
          const submit = async (event: FormEvent<HTMLFormElement>) => {
            await handleSubmit(event);
            const state = form.getState();
            if (state.submitSucceeded) form.restart();
            else setRefusals((count) => count + 1);
          };
          return (
            <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
              <p className="public-form__note">All fields are required unless marked optional.</p>
              {/* Above the fields, where the eye starts; focus goes to the first field it refers to. */}
              {typeof submitError === 'string' && (
                <p className="public-form__error" role="alert" tabIndex={-1}>
                  {submitError}
                </p>
              )}
              {children}
              <Honeypot />
              <CaptchaSlot />
              <button type="submit" className="button button--cta public-form__submit" disabled={submitting}>
                {submitting ? 'Sending…' : submitLabel}
              </button>
            </form>
          );
        }}
      </Form>
    </section>
  );
}
