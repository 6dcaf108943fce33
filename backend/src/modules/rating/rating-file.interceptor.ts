import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { Observable } from 'rxjs';
import { readMultipart } from '../../common/http/multipart';
import { FieldErrorsException } from '../../common/http/problem';
import { RATING_TABLE_FILE_BYTES } from './rating-tables.service';

export const RATING_FILE_FIELD = 'file';

/** Reads the rating table's .json file into memory, after the guards have admitted the caller. */
@Injectable()
export class RatingFileInterceptor implements NestInterceptor {
  private readonly readFile = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: RATING_TABLE_FILE_BYTES, files: 1 },
  }).single(RATING_FILE_FIELD);

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await readMultipart(this.readFile, http.getRequest<Request>(), http.getResponse<Response>(), (error) =>
      error.code === 'LIMIT_FILE_SIZE'
        ? new PayloadTooLargeException(
            `This file is larger than ${RATING_TABLE_FILE_BYTES / 1024} KB, far more than a rating table.`,
          )
        : new FieldErrorsException({
            [RATING_FILE_FIELD]: [`Send one .json file, in the field "${RATING_FILE_FIELD}".`],
          }),
    );
    return next.handle();
  }
}
