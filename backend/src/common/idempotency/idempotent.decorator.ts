import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { catchError, concatMap, from, map, Observable, of, throwError } from 'rxjs';
import { IdempotencyStore } from './idempotency.store';
import {
  callerOf,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX,
  idempotencyKeyOf,
  requestShape,
} from './idempotent-request';

/** Set on an answer that is the first request's, replayed (Stripe's name). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * Runs a request sent with an Idempotency-Key once per caller and key (IdempotencyStore): a retry gets
 * the first answer, status and body, and acts no more. It runs after the guards, so the caller is known,
 * and before the pipes, so an invalid body lets the key go for a corrected retry.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly store: IdempotencyStore) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const key = idempotencyKeyOf(req);
    if (key === undefined) return next.handle();
    if (req.is('multipart/form-data') && !req.readableEnded) {
      throw new Error('@Idempotent() must be listed above @FileUpload(), so that the file is read first.');
    }
    const outcome = await this.store.claim(this.store.request(callerOf(req), key, requestShape(req)));
    if ('replay' in outcome) {
      res.status(outcome.replay.status).setHeader(REPLAYED_HEADER, 'true');
      return of(outcome.replay.body);
    }
    const { claim } = outcome;
    return next.handle().pipe(
      concatMap((body) => from(claim.keep({ status: res.statusCode, body })).pipe(map(() => body))),
      catchError((error: unknown) => from(claim.release()).pipe(concatMap(() => throwError(() => error)))),
    );
  }
}

/**
 * An operation that creates something: sent again with the same Idempotency-Key, it answers as the
 * first time and does nothing more. The contract's finishing pass adds the 400, 409 and 422 it may give.
 * Above @FileUpload(), when the operation takes a file, so that the file is part of the request.
 */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description:
        'A key of your own (a UUID, say) that makes a retry safe: sent again by the same caller with the same ' +
        'request within 24 hours, the first answer comes back (with `Idempotent-Replayed: true`) and nothing ' +
        'is done again. Only a successful answer is kept.',
      schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX },
    }),
  );
