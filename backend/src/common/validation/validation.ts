import { ArgumentMetadata, Logger, Type, ValidationError, ValidationPipe } from '@nestjs/common';
import { validate, ValidatorOptions } from 'class-validator';
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

function toFieldErrorsException(errors: ValidationError[]): FieldErrorsException {
  const fieldErrors = flattenValidationErrors(errors);
  const unknown = Object.entries(fieldErrors)
    .filter(([, messages]) => messages.some((m) => m.endsWith('is not an allowed field')))
    .map(([path]) => path);
  const message =
    unknown.length > 0
      ? `Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`
      : 'Please correct the highlighted fields.';
  return new FieldErrorsException(fieldErrors, message);
}

const VALIDATOR_OPTIONS: ValidatorOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  validationError: { target: false, value: false },
};

/**
 * class-transformer and the DTOs' transforms read input in the shape the DTO declares, and some
 * shapes break them: a null item in a list typed by a discriminator, a number where text is trimmed.
 * That is the caller's mistake, so it answers 400 naming the fields the input breaks, not 500.
 */
class RequestValidationPipe extends ValidationPipe {
  private readonly logger = new Logger('Validation');

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      // Thrown by the code that read the input, not by a check of it (those throw HttpExceptions).
      if (!(error instanceof TypeError || error instanceof RangeError)) throw error;
      this.logger.warn(`Unreadable ${metadata.type} input: ${error.message}`);
      throw await unreadableInput(value, metadata.metatype);
    }
  }
}

/** Checks the input as it came, untransformed, so the answer names what is wrong where it can. */
async function unreadableInput(value: unknown, metatype: Type | undefined): Promise<FieldErrorsException> {
  const generic = new FieldErrorsException({}, 'The request does not have the shape this operation takes.');
  if (!metatype || value === null || typeof value !== 'object') return generic;
  try {
    const errors = await validate(
      Object.assign(Object.create(metatype.prototype) as object, value),
      VALIDATOR_OPTIONS,
    );
    return errors.length > 0 ? toFieldErrorsException(errors) : generic;
  } catch {
    return generic;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new RequestValidationPipe({
    ...VALIDATOR_OPTIONS,
    transform: true,
    exceptionFactory: toFieldErrorsException,
  });
}
