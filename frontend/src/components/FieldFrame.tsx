import { useId, type ReactNode } from 'react';
import type { FieldMetaState } from 'react-final-form';
import './fields.css';

/** SPEC §5: an error shows only once the field has been touched, or while an async check runs. */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched && !meta.validating) return undefined;
  const error: unknown = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  return typeof error === 'string' ? error : undefined;
}

/** The error line under a field; its id is what the field's aria-describedby points at. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <p id={id} className="field__error">
      {error}
    </p>
  );
}

/** The ids a field's hint and error line take, and the aria-describedby naming those shown. */
export function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** The hint under a label or legend, read with the control it describes. */
export function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <div id={id} className="field__hint">
      {hint}
    </div>
  ) : null;
}

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
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldHint id={hintId} hint={hint} />
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
