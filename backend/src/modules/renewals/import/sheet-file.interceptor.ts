import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { Observable } from 'rxjs';
import { readMultipart } from '../../../common/http/multipart';
import { FieldErrorsException } from '../../../common/http/problem';

export const SHEET_FIELD = 'file';
export const SHEET_MAX_BYTES = 25 * 1024 * 1024;

/**
 * Reads the uploaded sheet into memory, after the guards have admitted the caller, and stops at 25 MB;
 * the dry run then keeps it in the file store, where any instance can import it.
 */
@Injectable()
export class SheetFileInterceptor implements NestInterceptor {
  private readonly receive: RequestHandler;

  constructor() {
    this.receive = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: SHEET_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    }).single(SHEET_FIELD);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await readMultipart(this.receive, http.getRequest<Request>(), http.getResponse<Response>(), (error) =>
      error.code === 'LIMIT_FILE_SIZE'
        ? new PayloadTooLargeException('This file is larger than 25 MB. Please split it into smaller files.')
        : new FieldErrorsException({
            [SHEET_FIELD]: [`Send one CSV or Excel file, in the field "${SHEET_FIELD}".`],
          }),
    );
    return next.handle();
  }
}
