import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { registerDecorator } from 'class-validator';

/** SPEC section 5: local part, at sign, domain, and an ending of 2 to 4 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@([^\s@.]+\.)+[a-z]{2,4}$/i;
const EMAIL_MAX_LENGTH = 254;
const NAME_MAX_LENGTH = 100;

/** One rule, one clear message per field (class-validator would list every failed constraint). */
export function rule(name: string, problem: (value: unknown) => string | undefined): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => problem(value) === undefined,
        defaultMessage: (args) => problem(args?.value) ?? '',
      },
    });
}

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const normalisedEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

export function requiredText(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return 'Required';
  if (typeof value !== 'string') return 'Must be text';
  return undefined;
}

export const NameField = (example: string) =>
  applyDecorators(
    ApiProperty({ example, minLength: 1, maxLength: NAME_MAX_LENGTH }),
    Transform(trimmed),
    rule('name', (value) => {
      const problem = requiredText(value);
      if (problem) return problem;
      return (value as string).length > NAME_MAX_LENGTH ? `At most ${NAME_MAX_LENGTH} characters` : undefined;
    }),
  );

export function emailProblem(value: unknown): string | undefined {
  const problem = requiredText(value);
  if (problem) return problem;
  const email = value as string;
  return email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email) ? 'Invalid email address' : undefined;
}

export const EmailField = () =>
  applyDecorators(
    ApiProperty({ example: 'aoife.byrne@example.ie', maxLength: EMAIL_MAX_LENGTH }),
    Transform(normalisedEmail),
    rule('email', emailProblem),
  );

/** Any non-empty text, e.g. a token or the password at login. */
export const RequiredTextField = (maxLength: number, description?: string) =>
  applyDecorators(
    ApiProperty({ maxLength, description }),
    rule('requiredText', (value) => {
      const problem = requiredText(value);
      if (problem) return problem;
      return (value as string).length > maxLength ? `At most ${maxLength} characters` : undefined;
    }),
  );
