import { ApiFailure, type ApiEnvelope } from '@ivy/api-client';

interface BlobResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * A file answered by a call made with `parseAs: 'blob'` (downloads whose access token travels in a
 * header, so that cannot be plain links); a failure rejects with the server's envelope.
 */
export async function blobOf(call: Promise<BlobResult>): Promise<Blob> {
  const { data, error, response } = await call;
  if (response.ok && data instanceof Blob) return data;
  const envelope = (error ?? {}) as Partial<ApiEnvelope>;
  throw new ApiFailure(response.status, {
    ok: false,
    message: envelope.message ?? 'The file could not be downloaded. Please try again.',
    errors: envelope.errors ?? {},
  });
}

/** Hands a downloaded file to the browser to save. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
