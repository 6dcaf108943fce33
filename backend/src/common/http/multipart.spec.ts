import { HttpException, PayloadTooLargeException } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import { MulterError } from 'multer';
import { multipartProblem, readMultipart } from './multipart';

const statusOf = (problem: unknown) => (problem as HttpException).getStatus();

describe('multipartProblem', () => {
  it.each(['Multipart: Boundary not found', 'Unexpected end of form', 'Malformed part header'])(
    'answers 400 for a body busboy cannot read: %s',
    (message) => {
      expect(statusOf(multipartProblem(new Error(message)))).toBe(400);
    },
  );

  it('answers 415 for multipart that is not form-data', () => {
    expect(statusOf(multipartProblem(new Error('Unsupported content type: multipart/mixed')))).toBe(415);
  });

  it('leaves a storage failure a server fault', () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device'), { syscall: 'write' });
    expect(multipartProblem(full)).toBe(full);
  });
});

describe('readMultipart', () => {
  const run = (error?: unknown) => {
    const read: RequestHandler = (_req, _res, next) => next(error);
    return readMultipart(read, {} as Request, {} as Response, () => new PayloadTooLargeException('Too big'));
  };

  it('lets the operation explain its limits', async () => {
    await expect(run(new MulterError('LIMIT_FILE_SIZE', 'file'))).rejects.toMatchObject({
      message: 'Too big',
    });
  });

  it('refuses a malformed body, and resolves when the body was read', async () => {
    await expect(run(new Error('Unexpected end of form'))).rejects.toMatchObject({ status: 400 });
    await expect(run()).resolves.toBeUndefined();
  });
});
