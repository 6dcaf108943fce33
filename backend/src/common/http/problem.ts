import { HttpException, HttpStatus } from '@nestjs/common';
import { FieldErrors } from './envelope';

export interface Problem {
  status: number;
  message: string;
  errors: FieldErrors;
  headers?: Record<string, string>;
  /** A 429, or a 409 of a request still running: how long to wait, also sent as the Retry-After header. */
  retryAfterSeconds?: number;
  /** Our own fault: log it with its stack; never show its details. */
  internal: boolean;
}

/** Thrown by the validation pipe and by services with field-level errors. */
export class FieldErrorsException extends HttpException {
  constructor(
    readonly fieldErrors: FieldErrors,
    message = 'Please correct the highlighted fields.',
    status: number = HttpStatus.BAD_REQUEST,
  ) {
    super(message, status);
  }
}

/** A refusal that says when to try again (`Retry-After`). */
export class RetryLaterException extends HttpException {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, message: string, status: number) {
    super(message, status);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** Rate limits and lockouts: a 429 that says when to try again. */
export class TooManyRequestsException extends RetryLaterException {
  constructor(retryAfterSeconds: number, message = 'Too many requests. Please wait and try again.') {
    super(retryAfterSeconds, message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please log in.',
  403: 'You do not have access to this.',
  404: 'Not found.',
  409: 'This conflicts with existing data.',
  413: 'The request is too large.',
  415: 'This type of content is not supported.',
  422: 'This cannot be done.',
  429: 'Too many requests. Please wait and try again.',
  503: 'The service is temporarily unavailable. Please try again shortly.',
};

function messageOf(response: unknown, fallback: string): string {
  if (typeof response === 'string') return response;
  if (response && typeof response === 'object' && 'message' in response) {
    const m = (response as { message: unknown }).message;
    if (typeof m === 'string') return m;
    if (Array.isArray(m)) return m.join('; ');
  }
  return fallback;
}

interface ExpressHttpError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

function isExpressHttpError(e: unknown): e is ExpressHttpError {
  return typeof e === 'object' && e !== null && typeof (e as ExpressHttpError).type === 'string';
}

/** For inserts that may meet records already there (demo data seeded again): anything else still fails. */
export function ignoreDuplicates(e: unknown): void {
  if (!isDuplicateKeyError(e)) throw e;
}

/** A unique index refused a write (code 11000, on MongoDB and on the embedded engine alike, docs/engine.md). */
export function isDuplicateKeyError(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 11000;
}

function isMongooseCastError(e: unknown): e is { path: string; name: string } {
  return typeof e === 'object' && e !== null && (e as { name?: string }).name === 'CastError';
}

/** Maps anything thrown while serving a request to the status and words the client sees. */
export function toProblem(exception: unknown): Problem {
  if (exception instanceof FieldErrorsException) {
    return {
      status: exception.getStatus(),
      message: exception.message,
      errors: exception.fieldErrors,
      internal: false,
    };
  }
  if (exception instanceof RetryLaterException) {
    const seconds = exception.retryAfterSeconds;
    return {
      status: exception.getStatus(),
      message: exception.message,
      errors: {},
      headers: { 'Retry-After': String(seconds) },
      retryAfterSeconds: seconds,
      internal: false,
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const fallback = STATUS_MESSAGES[status] ?? 'The request failed.';
    const message = status >= 500 && status !== 503 ? fallback : messageOf(exception.getResponse(), fallback);
    return { status, message, errors: {}, internal: status >= 500 && status !== 503 };
  }
  if (isExpressHttpError(exception)) {
    const status = exception.status ?? exception.statusCode ?? 500;
    if (exception.type === 'entity.parse.failed') {
      return { status: 400, message: 'The request body is not valid JSON.', errors: {}, internal: false };
    }
    if (exception.type === 'entity.too.large') {
      return { status: 413, message: STATUS_MESSAGES[413], errors: {}, internal: false };
    }
    if (status >= 400 && status < 500) {
      return {
        status,
        message: STATUS_MESSAGES[status] ?? 'The request is not valid.',
        errors: {},
        internal: false,
      };
    }
  }
  if (isDuplicateKeyError(exception)) {
    return { status: 409, message: STATUS_MESSAGES[409], errors: {}, internal: false };
  }
  if (isMongooseCastError(exception)) {
    return {
      status: 400,
      message: 'The request is not valid.',
      errors: { [exception.path]: ['Invalid value'] },
      internal: false,
    };
  }
  return {
    status: 500,
    message: 'Something went wrong on our side. Please try again.',
    errors: {},
    internal: true,
  };
}
