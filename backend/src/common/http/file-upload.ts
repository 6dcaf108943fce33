import {
  applyDecorators,
  BadRequestException,
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiBodyOptions, ApiConsumes, ApiPayloadTooLargeResponse } from '@nestjs/swagger';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError, StorageEngine } from 'multer';
import { Observable } from 'rxjs';
import { AppConfig } from '../../config/app-config';
import { ErrorEnvelopeDto } from './envelope';
import { readMultipart } from './multipart';
import { FieldErrorsException } from './problem';

/** One file in one multipart field, and what its operation says when the file does not fit. */
export interface FileUploadSpec {
  /** The multipart part that carries the file. */
  field: string;
  /** The largest file, in bytes (some operations take it from the configuration). */
  maxBytes: number | ((config: AppConfig) => number);
  /** The answer to a larger file, in words that say what to do (multer's is a bare "File too large"). */
  tooLarge: (maxBytes: number) => string;
  /** The answer to no file in the field, another field, or several files. */
  oneFile: string;
  /** Where the file is kept while the operation runs; in memory unless given. */
  storage?: (config: AppConfig) => StorageEngine;
  /** The other text fields the form may have, and their largest size in bytes; unlimited unless given. */
  otherFields?: { count: number; maxBytes?: number };
}

/**
 * An interceptor that reads the file after the guards have admitted the caller (Nest's FileInterceptor
 * would too, but answers its limits in its own words), and stops reading at the spec's limit.
 */
export function fileUploadInterceptor(spec: FileUploadSpec): Type<NestInterceptor> {
  @Injectable()
  class FileUploadInterceptor implements NestInterceptor {
    private readonly read: RequestHandler;
    private readonly maxBytes: number;

    constructor(config: AppConfig) {
      this.maxBytes = typeof spec.maxBytes === 'number' ? spec.maxBytes : spec.maxBytes(config);
      const others = spec.otherFields;
      this.read = multer({
        storage: spec.storage?.(config) ?? multer.memoryStorage(),
        limits: {
          fileSize: this.maxBytes,
          files: 1,
          ...(others ? { fields: others.count, parts: others.count + 1 } : {}),
          ...(others?.maxBytes ? { fieldSize: others.maxBytes } : {}),
        },
      }).single(spec.field);
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      await readMultipart(this.read, http.getRequest<Request>(), http.getResponse<Response>(), (error) =>
        this.explain(error),
      );
      return next.handle();
    }

    private explain(error: MulterError): HttpException {
      switch (error.code) {
        case 'LIMIT_FILE_SIZE':
          return new PayloadTooLargeException(spec.tooLarge(this.maxBytes));
        case 'LIMIT_UNEXPECTED_FILE':
        case 'LIMIT_FILE_COUNT':
          return new FieldErrorsException({ [spec.field]: [spec.oneFile] });
        default:
          return new BadRequestException('The upload form is not valid.');
      }
    }
  }
  return mixin(FileUploadInterceptor);
}

export interface FileUploadDoc {
  /** The form as OpenAPI shows it: its fields, the file's as `format: binary`. */
  body: ApiBodyOptions;
  /** When the 413 happens. */
  tooLarge?: string;
}

/** A route that takes one file as multipart/form-data: the interceptor that reads it, and its documentation. */
export function FileUpload(interceptor: Type<NestInterceptor>, doc: FileUploadDoc): MethodDecorator {
  return applyDecorators(
    UseInterceptors(interceptor),
    ApiConsumes('multipart/form-data'),
    ApiBody(doc.body),
    ApiPayloadTooLargeResponse({ type: ErrorEnvelopeDto, description: doc.tooLarge }),
  );
}

/** Bytes as staff read a limit: 10485760 → '10 MB', 262144 → '256 KB'. */
export function sizeInWords(bytes: number): string {
  const megabytes = bytes / 1024 / 1024;
  return megabytes >= 1 ? `${Math.round(megabytes * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}
