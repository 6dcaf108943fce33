import { ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldErrors } from '../http/envelope';
import { FieldErrorsException } from '../http/problem';

/** Flattens class-validator's tree into `path -> messages` (e.g. `drivers.0.dateOfBirth`). */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.entries(error.constraints ?? {}).map(([rule, message]) =>
      rule === 'whitelistValidation' ? `${path} is not an allowed field` : message,
    );
    if (messages.length > 0) out[path] = messages;
    Object.assign(out, flattenValidationErrors(error.children ?? [], path));
  }
  return out;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fieldErrors = flattenValidationErrors(errors);
      const unknown = Object.entries(fieldErrors)
        .filter(([, messages]) => messages.some((m) => m.endsWith('is not an allowed field')))
        .map(([path]) => path);
      const message =
        unknown.length > 0
          ? `Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`
          : 'Please correct the highlighted fields.';
      return new FieldErrorsException(fieldErrors, message);
    },
  });
}
