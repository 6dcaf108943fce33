import { useId, useRef, useState, type FormEvent } from 'react';
import { uploadImage } from '#src/api/uploads';
import { showSuccess } from '#src/components/dialogs';
import { failureMessage } from '#src/language/failure';
import { ACCEPTED_TYPES, fileProblem } from './uploadFacts';

type State = { step: 'idle' } | { step: 'sending'; fraction: number } | { step: 'failed'; message: string };

/** Choose an image, describe it, send it: progress shows while it goes up, then the library reloads. */
export function UploadForm({ onUploaded }: { onUploaded: () => void }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>();
  const [alt, setAlt] = useState('');
  const [state, setState] = useState<State>({ step: 'idle' });
  const sending = state.step === 'sending';

  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    const problem = chosen ? fileProblem(chosen) : undefined;
    setState(problem ? { step: 'failed', message: problem } : { step: 'idle' });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setState({ step: 'failed', message: 'Please choose an image to upload.' });
      fileInput.current?.focus();
      return;
    }
    const problem = fileProblem(file);
    if (problem) {
      setState({ step: 'failed', message: problem });
      return;
    }
    setState({ step: 'sending', fraction: 0 });
    try {
      const answer = await uploadImage(file, alt.trim(), (fraction) =>
        setState({ step: 'sending', fraction }),
      );
      setState({ step: 'idle' });
      setFile(undefined);
      setAlt('');
      if (fileInput.current) fileInput.current.value = '';
      onUploaded();
      await showSuccess('Uploaded!', answer.message);
    } catch (failure) {
      setState({ step: 'failed', message: failureMessage(failure) });
    }
  };

  return (
    <section className="admin-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Upload an image</h2>
      <form noValidate aria-busy={sending} onSubmit={(event) => void onSubmit(event)}>
        <div className="upload-form__fields">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-file`}>
              Image (JPEG, PNG, WebP or GIF, up to 10 MB)
            </label>
            <input
              ref={fileInput}
              id={`${id}-file`}
              className="field__input"
              type="file"
              accept={ACCEPTED_TYPES.join(',')}
              disabled={sending}
              aria-invalid={state.step === 'failed' || undefined}
              aria-describedby={`${id}-status`}
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-alt`}>
              Alt text (describes the picture)
            </label>
            <input
              id={`${id}-alt`}
              className="field__input"
              maxLength={250}
              value={alt}
              disabled={sending}
              onChange={(event) => setAlt(event.target.value)}
            />
          </div>
        </div>
        <div id={`${id}-status`} className="upload-status" role="status">
          {state.step === 'sending' ? (
            <>
              <progress max={1} value={state.fraction} aria-label="Upload progress" />{' '}
              {Math.round(state.fraction * 100)}%{state.fraction >= 1 ? ', making the sizes…' : ''}
            </>
          ) : null}
          {state.step === 'failed' ? <span className="field__error">{state.message}</span> : null}
        </div>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? 'Uploading…' : 'Upload'}
          </button>
        </div>
      </form>
    </section>
  );
}
