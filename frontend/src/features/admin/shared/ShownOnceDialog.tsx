import { useId, useRef, useState } from 'react';
import { ModalDialog } from '#src/components/ModalDialog';
import './forms.css';

interface ShownOnceProps {
  title: string;
  /** The field's label: what the secret is for. */
  label: string;
  secret: string;
  onClose: () => void;
}

/** A secret the server shows this once (an API key, a webhook signing secret), with a copy button. */
export function ShownOnceDialog({ title, label, secret, onClose }: ShownOnceProps) {
  const headingId = useId();
  const warningId = useId();
  const valueId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setStatus('Copied to the clipboard.');
    } catch {
      // No clipboard access (an insecure origin, or permission refused): the visitor copies it by hand.
      input.current?.select();
      setStatus('Press Ctrl+C (or ⌘C) to copy the selected text.');
    }
  };

  return (
    <ModalDialog labelledBy={headingId} describedBy={warningId} onEscape={onClose}>
      <h2 id={headingId}>{title}</h2>
      <p id={warningId}>
        <strong>Copy this now. It will not be shown again.</strong>
      </p>
      <div className="field">
        <label className="field__label" htmlFor={valueId}>
          {label}
        </label>
        <input
          ref={input}
          id={valueId}
          className="field__input secret-value"
          readOnly
          value={secret}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <p role="status">{status}</p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className="button button--quiet" onClick={onClose}>
          Done
        </button>
      </div>
    </ModalDialog>
  );
}
