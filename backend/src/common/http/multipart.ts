import { BadRequestException, HttpException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import { MulterError } from 'multer';

/**
 * Runs a multer reader (`multer(…).single(…)`) on a request, after the guards have admitted the
 * caller. Its limits are for the operation to explain in its own words; every other failure is
 * turned into an answer by `multipartProblem`.
 */
export function readMultipart(
  read: RequestHandler,
  req: Request,
  res: Response,
  explainLimit: (error: MulterError) => HttpException,
): Promise<void> {
  return new Promise((resolve, reject) => {
    void read(req, res, (error?: unknown) =>
      error
        ? reject(error instanceof MulterError ? explainLimit(error) : multipartProblem(error))
        : resolve(),
    );
  });
}

/**
 * A body that is not well-formed multipart (no boundary, cut off, a malformed part header) is the
 * caller's mistake, which busboy reports as a plain Error: 400, or 415 for a kind of multipart other
 * than form-data. A storage failure (a full disk) carries its system call and stays a server fault.
 */
export function multipartProblem(error: unknown): unknown {
  if (!(error instanceof Error) || 'syscall' in error) return error;
  if (error.message.startsWith('Unsupported content type')) {
    return new UnsupportedMediaTypeException('Send the file as multipart/form-data.');
  }
  return new BadRequestException('The upload is incomplete or malformed. Please send it again.');
}
