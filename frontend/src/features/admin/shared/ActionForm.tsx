import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import './forms.css';

interface ActionFormProps<V> {
  onSubmit: (values: V) => Promise<SubmissionErrors | void>;
  initialValues?: Partial<V>;
  submitLabel: string;
  /** SPEC §5 (the verify button): nothing to send until a field has changed. */
  disabledUntilChanged?: boolean;
  /** Buttons beside the submit button; each must be type="button". */
  actions?: ReactNode;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A react-final-form form with its submit button and any other actions. The submit button is disabled
 * while the call runs; submitting with errors marks every field touched, so their messages show (SPEC §5).
 */
export function ActionForm<V extends object>({
  onSubmit,
  initialValues,
  submitLabel,
  disabledUntilChanged = false,
  actions,
  labelledBy,
  className,
  children,
}: ActionFormProps<V>) {
  return (
    <Form<V>
      onSubmit={onSubmit}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, pristine }) => (
        <form
          noValidate
          className={className}
          aria-labelledby={labelledBy}
          aria-busy={submitting}
          onSubmit={(event) => void handleSubmit(event)}
        >
          {children}
          <div className="form-actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={submitting || (disabledUntilChanged && pristine)}
            >
              {submitLabel}
            </button>
            {actions}
          </div>
        </form>
      )}
    />
  );
}
