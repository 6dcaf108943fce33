import { useId, type ReactNode } from 'react';
import { FieldError } from '../../../components/TextField';

/** What a control needs to be named by its label and described by its hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: ReactNode;
  /** Said under the label and read with the control: an example, or where to find the answer. */
  hint?: ReactNode;
  /** The error to show now (see visibleError): SPEC §5, only after touch or while checking. */
  error: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled single control with its hint and its error line. The error line keeps its height when
 * empty, so an error appearing never pushes the page about.
 */
export function FieldFrame({ label, hint, error, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
