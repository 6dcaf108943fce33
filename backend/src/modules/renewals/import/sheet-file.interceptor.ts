import { mkdirSync } from 'node:fs';
import path from 'node:path';
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
import { randomToken } from '../../../common/crypto/tokens';
import { readMultipart } from '../../../common/http/multipart';
import { FieldErrorsException } from '../../../common/http/problem';
import { AppConfig } from '../../../config/app-config';

export const SHEET_FIELD = 'file';
export const SHEET_MAX_BYTES = 25 * 1024 * 1024;

export function importsDir(config: AppConfig): string {
  return path.join(config.DATA_DIR, 'renewal-imports');
}

/**
 * Streams the uploaded sheet to a file of its own under DATA_DIR/renewal-imports (never into
 * memory), after the guards have admitted the caller, and stops at 25 MB.
 */
@Injectable()
export class SheetFileInterceptor implements NestInterceptor {
  private readonly receive: RequestHandler;

  constructor(config: AppConfig) {
    const dir = importsDir(config);
    mkdirSync(dir, { recursive: true });
    this.receive = multer({
      storage: multer.diskStorage({
        destination: dir,
        filename: (_request, _file, done) => done(null, `${randomToken(12)}.upload`),
      }),
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
