import { useState } from 'react';
import { saveBlob } from '../api/files';
import { failureMessage } from '../language/failure';

interface DownloadButtonProps {
  label: string;
  fileName: string;
  /** Fetches the file (a token-guarded download from src/api). */
  fetchFile: () => Promise<Blob>;
}

/** A button that fetches a file and saves it, showing progress and the server's refusal beside it. */
export function DownloadButton({ label, fileName, fetchFile }: DownloadButtonProps) {
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setProblem(undefined);
    setBusy(true);
    try {
      saveBlob(await fetchFile(), fileName);
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="button" onClick={() => void download()} disabled={busy}>
        {busy ? 'Downloading…' : label}
      </button>
      {problem && (
        <span className="form-problem" role="alert">
          {problem}
        </span>
      )}
    </>
  );
}
