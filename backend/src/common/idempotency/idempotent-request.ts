import { createHash, createHmac } from 'node:crypto';
import type { Request } from 'express';
import { FieldErrorsException } from '../http/problem';
import { canonicalJson } from '../text/canonical-json';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Stripe's limit: room for a UUID, or for an integrator's own order reference. */
export const IDEMPOTENCY_KEY_MAX = 255;
/** How long a key answers with its first answer. */
export const KEEP_MS = 24 * 60 * 60_000;
/** How long a duplicate waits for the first request before it is told to come back (409). */
export const WAIT_MS = 10_000;
/** Visible ASCII without spaces: a repeated header, which Express joins with ", ", is refused too. */
const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`);

/** The access tokens a visitor shows for a quote, a renewal or a policy (`X-Quote-Token` and the like). */
const ACCESS_TOKEN_HEADER = /^x-[a-z]+-token$/;
const NOT_AN_ACCESS_TOKEN = new Set(['x-csrf-token']);

/** The request's Idempotency-Key; undefined when it sends none, a 400 when the one it sends is malformed. */
export function idempotencyKeyOf(req: Pick<Request, 'get'>): string | undefined {
  const key = req.get(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) {
    throw new FieldErrorsException(
      {
        [IDEMPOTENCY_KEY_HEADER]: [
          `Send 1 to ${IDEMPOTENCY_KEY_MAX} visible ASCII characters without spaces, such as a UUID.`,
        ],
      },
      'The Idempotency-Key header is not valid.',
    );
  }
  return key;
}

/**
 * Who is calling, as far as their keys go: an API key, a staff member (whichever of their sessions
 * retries), or a visitor. A public route reads no credentials, so a visitor is the client address the
 * rate limits count plus the access tokens the request shows; two visitors never share an answer unless
 * they share an address, the tokens and a key that only one of them made up.
 */
export function callerOf(req: Pick<Request, 'principal' | 'ip' | 'headers'>): string {
  const { principal } = req;
  if (principal?.kind === 'apiKey') return `apiKey:${principal.key.id}`;
  if (principal?.kind === 'session') return `user:${principal.user._id}`;
  const tokens = Object.keys(req.headers)
    .filter((name) => ACCESS_TOKEN_HEADER.test(name) && !NOT_AN_ACCESS_TOKEN.has(name))
    .sort()
    .map((name) => `${name}=${String(req.headers[name])}`);
  return ['client', req.ip ?? '', ...tokens].join('\n');
}

interface UploadedFile {
  fieldname: string;
  originalname: string;
  size: number;
  buffer?: Buffer;
}

/** What a retry must repeat: the method, the path and query, the body, and an uploaded file's bytes. */
export function requestShape(
  req: Pick<Request, 'method' | 'originalUrl' | 'body'> & { file?: UploadedFile },
): string {
  const { file } = req;
  return canonicalJson({
    method: req.method,
    url: req.originalUrl,
    body: req.body ?? null,
    file: file && {
      field: file.fieldname,
      name: file.originalname,
      size: file.size,
      sha256: file.buffer && createHash('sha256').update(file.buffer).digest('hex'),
    },
  });
}

/** One caller's request under one key, as the store keeps it: nothing in it reads back to the key or the caller. */
export interface IdempotentRequest {
  /** The record's id. */
  id: string;
  /** An HMAC of the request's shape: a retry with another body differs. */
  fingerprint: string;
  /** Seals the answer: only a caller presenting the same key (and this server's secret) opens it. */
  answerKey: Buffer;
}

/**
 * Derives everything from one HMAC of the caller and the key under the server's secret, so that the
 * database holds no key, no caller, and no answer it could read by itself (an API key's secret among them).
 */
export function idempotentRequest(
  secret: Buffer,
  caller: string,
  key: string,
  shape: string,
): IdempotentRequest {
  const requestKey = createHmac('sha256', secret).update(`${caller}\n${key}`).digest();
  const derive = (label: string) => createHmac('sha256', requestKey).update(label).digest();
  return {
    id: derive('id').toString('hex'),
    fingerprint: createHmac('sha256', derive('fingerprint')).update(shape).digest('hex'),
    answerKey: derive('answer'),
  };
}
