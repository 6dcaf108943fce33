import {
  ApiFailure,
  CSRF_COOKIE,
  CSRF_HEADER,
  unwrap,
  type ApiEnvelope,
  type components,
} from '@ivy/api-client';
import { mutate } from 'swr';
import { api } from './client';
import { useApiList } from './list';
import { apiPath } from './paths';

export type Upload = components['schemas']['UploadDto'];
export type UploadsPage = components['schemas']['UploadsPageDto'];
type UploadAnswer = components['schemas']['UploadAnswerDto'];
type Envelope = components['schemas']['EnvelopeDto'];

const UPLOADS = '/api/v1/uploads';
const UPLOAD = '/api/v1/uploads/{id}';
/** The multipart field the server reads the file from. */
const IMAGE_FIELD = 'image';

/** The image library, newest first (listUploads). */
export function useUploads(page: number, pageSize: number) {
  return useApiList(UPLOADS, { page, page_size: pageSize }, (query) =>
    unwrap(api.GET(UPLOADS, { params: { query } })),
  );
}

const reloadUploads = () => mutate((key) => typeof key === 'string' && key.startsWith(UPLOADS));

/** updateUpload: the alt text. */
export async function updateUploadAlt(id: string, alt: string): Promise<UploadAnswer> {
  const answer = await unwrap(api.PUT(UPLOAD, { params: { path: { id } }, body: { alt } }));
  await reloadUploads();
  return answer;
}

/** deleteUpload; refused (409) while a post or CMS section shows the image, saying where. */
export async function deleteUpload(id: string): Promise<Envelope> {
  const answer = await unwrap(api.DELETE(UPLOAD, { params: { path: { id } } }));
  await reloadUploads();
  return answer;
}

function csrfToken(): string | undefined {
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${CSRF_COOKIE}=`));
  return cookie ? decodeURIComponent(cookie.slice(CSRF_COOKIE.length + 1)) : undefined;
}

function envelopeOf(text: string): ApiEnvelope | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && 'ok' in body ? (body as ApiEnvelope) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * uploadImage, reporting progress (0 to 1) as the file goes up: fetch cannot report upload progress,
 * so this one call uses XMLHttpRequest, with the client's CSRF header and failure shape.
 */
export function uploadImage(
  file: File,
  alt: string,
  onProgress?: (fraction: number) => void,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append(IMAGE_FIELD, file);
  if (alt) form.append('alt', alt);
  return new Promise<UploadAnswer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiPath(UPLOADS));
    request.setRequestHeader('Accept', 'application/json');
    const token = csrfToken();
    if (token) request.setRequestHeader(CSRF_HEADER, token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const envelope = envelopeOf(request.responseText);
      if (request.status < 300 && envelope?.ok) resolve(envelope as unknown as UploadAnswer);
      else
        reject(
          new ApiFailure(
            request.status,
            envelope ?? { ok: false, message: 'The upload failed. Please try again.', errors: {} },
          ),
        );
    };
    request.onerror = () =>
      reject(
        new ApiFailure(0, {
          ok: false,
          message: 'The server could not be reached. Please try again.',
          errors: {},
        }),
      );
    request.send(form);
  }).then(async (answer) => {
    await reloadUploads();
    return answer;
  });
}
