import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Observable } from 'rxjs';
import { readMultipart } from '../../common/http/multipart';
import { FieldErrorsException } from '../../common/http/problem';
import { AppConfig } from '../../config/app-config';

/** The multipart part that carries the file. */
export const IMAGE_FIELD = 'image';

/**
 * Reads one image of the multipart body into memory, after the guards have admitted the caller, and
 * stops reading at UPLOAD_MAX_BYTES. Its failures say in words what to do (Nest's own interceptor
 * answers a bare "File too large").
 */
@Injectable()
export class ImageFileInterceptor implements NestInterceptor {
  private readonly readImage: RequestHandler;
  private readonly maxMegabytes: number;

  constructor(config: AppConfig) {
    this.maxMegabytes = Math.round((config.UPLOAD_MAX_BYTES / 1024 / 1024) * 10) / 10;
    this.readImage = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 2048, parts: 6 },
    }).single(IMAGE_FIELD);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await readMultipart(this.readImage, http.getRequest<Request>(), http.getResponse<Response>(), (error) =>
      this.explain(error),
    );
    return next.handle();
  }

  private explain(error: MulterError): HttpException {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new PayloadTooLargeException(
          `This image is larger than ${this.maxMegabytes} MB. Please upload a smaller one.`,
        );
      case 'LIMIT_UNEXPECTED_FILE':
      case 'LIMIT_FILE_COUNT':
        return new FieldErrorsException({
          [IMAGE_FIELD]: [`Send one image, in the field "${IMAGE_FIELD}".`],
        });
      default:
        return new BadRequestException('The upload form is not valid.');
    }
  }
}
