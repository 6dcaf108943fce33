import { useId, useState, type ChangeEvent } from 'react';
import { uploadImage, type Upload } from '#src/api/uploads';
import { failureMessage } from '#src/language/failure';
import { AltTextField } from './AltTextField';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

interface ImageUploadProps {
  /** Names the file box. */
  label: string;
  submitLabel: string;
  /** Called with the library image and the alt text given. */
  onUploaded: (image: Upload, alt: string) => void;
}

/**
 * Choose a picture, describe it, upload it: the server checks the file (10 MB, JPEG, PNG, WebP or GIF)
 * and makes its WebP sizes. Its refusal is shown beside the box.
 */
export function ImageUpload({ label, submitLabel, onUploaded }: ImageUploadProps) {
  const fileId = useId();
  const statusId = useId();
  const [file, setFile] = useState<File>();
  const [alt, setAlt] = useState('');
  const [status, setStatus] = useState<{ busy?: boolean; error?: string }>({});

  const upload = async () => {
    if (!file) return;
    setStatus({ busy: true });
    try {
      const { image } = await uploadImage(file, alt.trim());
      setStatus({});
      setFile(undefined);
      setAlt('');
      onUploaded(image, alt.trim() || image.alt);
    } catch (error) {
      setStatus({ error: failureMessage(error) });
    }
  };

  return (
    <div className="image-upload" aria-busy={status.busy}>
      <div className="field">
        <label className="field__label" htmlFor={fileId}>
          {label}
        </label>
        <input
          id={fileId}
          type="file"
          accept={ACCEPT}
          className="field__input"
          aria-describedby={statusId}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setFile(event.target.files?.[0]);
            setStatus({});
          }}
        />
      </div>
      <AltTextField label="Alt text (describe the picture)" value={alt} onChange={setAlt} />
      <p id={statusId} className={status.error ? 'field__error' : 'image-upload__status'} role="status">
        {status.busy ? 'Uploading…' : status.error}
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={!file || status.busy}
        onClick={() => void upload()}
      >
        {submitLabel}
      </button>
    </div>
  );
}
