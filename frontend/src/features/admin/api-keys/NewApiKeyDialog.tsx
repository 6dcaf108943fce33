import { useId, useRef, useState } from 'react';
import type { CreatedApiKey } from '../../../api/apiKeys';
import { ModalDialog } from '../../../components/ModalDialog';

/** The whole key, shown this once: the server keeps only its hash (DESIGN §5). */
export function NewApiKeyDialog({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const headingId = useId();
  const warningId = useId();
  const keyId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setStatus('Copied to the clipboard.');
    } catch {
      // No clipboard access (an insecure origin, or permission refused): the visitor copies it by hand.
      input.current?.select();
      setStatus('Press Ctrl+C (or ⌘C) to copy the selected key.');
    }
  };

  return (
    <ModalDialog labelledBy={headingId} describedBy={warningId} onEscape={onClose}>
      <h2 id={headingId}>API key created</h2>
      <p id={warningId}>
        <strong>Copy this key now. It will not be shown again.</strong>
      </p>
      <div className="field">
        <label className="field__label" htmlFor={keyId}>
          Key for {created.apiKey.name}
        </label>
        <input
          ref={input}
          id={keyId}
          className="field__input api-key-value"
          readOnly
          value={created.key}
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
