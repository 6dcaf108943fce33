import {
  BadRequestException,
  ConflictException,
  InternalServerErrorException,
  NotFoundException,
} from '@nestjs/common';
import { FieldErrorsException, TooManyRequestsException, toProblem } from './problem';

describe('toProblem', () => {
  it.each([
    [new NotFoundException('Quote not found.'), 404, 'Quote not found.'],
    [new ConflictException(), 409, 'Conflict'],
    [new BadRequestException(['a is bad', 'b is bad']), 400, 'a is bad; b is bad'],
  ])('keeps the status and message of HTTP exceptions', (exception, status, message) => {
    expect(toProblem(exception)).toMatchObject({ status, message, internal: false });
  });

  it('hides the details of server faults', () => {
    expect(toProblem(new InternalServerErrorException('stack here'))).toMatchObject({
      status: 500,
      internal: true,
      message: expect.not.stringContaining('stack'),
    });
    expect(toProblem(new TypeError('x is undefined'))).toMatchObject({ status: 500, internal: true });
  });

  it('carries field errors', () => {
    expect(toProblem(new FieldErrorsException({ email: ['Invalid email address'] }))).toMatchObject({
      status: 400,
      errors: { email: ['Invalid email address'] },
    });
  });

  it('maps body-parser and database errors to client statuses', () => {
    expect(toProblem({ type: 'entity.parse.failed', status: 400 }).status).toBe(400);
    expect(toProblem({ type: 'entity.too.large', status: 413 }).status).toBe(413);
    expect(toProblem({ code: 11000 }).status).toBe(409);
    expect(toProblem({ code: 1, message: 'something else' }).status).toBe(500);
    expect(toProblem({ name: 'CastError', path: '_id' })).toMatchObject({
      status: 400,
      errors: { _id: ['Invalid value'] },
    });
  });

  it('tells a rate-limited client when to retry, in the body and the Retry-After header', () => {
    expect(toProblem(new TooManyRequestsException(89.2, 'Slow down.'))).toMatchObject({
      status: 429,
      message: 'Slow down.',
      retryAfterSeconds: 90,
      headers: { 'Retry-After': '90' },
    });
  });
});
