import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toProblem } from './problem';

/** The one place failures become `{ok:false, message, errors, requestId}` answers. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendProblem(exception, http.getRequest<Request>(), http.getResponse<Response>(), this.logger);
  }
}

export function sendProblem(exception: unknown, req: Request, res: Response, logger: Logger): void {
  const problem = toProblem(exception);
  const requestId = String(req.id ?? '');
  if (problem.internal) {
    logger.error({ err: exception, reqId: requestId, path: req.path }, 'Unhandled error');
  }
  if (res.headersSent) return;
  // A route's own headers are set before its input is checked: a CSV download that fails is JSON, not a file.
  res.removeHeader('Content-Disposition');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  for (const [name, value] of Object.entries(problem.headers ?? {})) res.setHeader(name, value);
  res.status(problem.status).json({
    ok: false,
    message: problem.message,
    errors: problem.errors,
    requestId,
    ...(problem.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: problem.retryAfterSeconds }),
  });
}
