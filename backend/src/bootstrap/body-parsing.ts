import { Logger } from '@nestjs/common';
import express, { ErrorRequestHandler, Request } from 'express';
import { sendProblem } from '../common/http/all-exceptions.filter';
import { rejectOperatorKeys } from '../common/validation/operator-keys';

declare module 'http' {
  interface IncomingMessage {
    /** The exact bytes of a JSON body, kept for signature checks (payment webhooks). */
    rawBody?: Buffer;
  }
}

const logger = new Logger('Http');

/** Errors thrown before Nest routes a request (bad JSON, too large) still answer the envelope. */
const earlyErrorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  sendProblem(err, req as Request, res, logger);
};

export function bodyParsing(limitBytes: number) {
  return [
    express.json({
      limit: limitBytes,
      verify: (req, _res, buf) => {
        req.rawBody = buf;
      },
    }),
    express.urlencoded({ extended: false, limit: limitBytes }),
    rejectOperatorKeys,
    earlyErrorHandler,
  ];
}
