import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { requiredText, rule } from '#src/common/validation/person-fields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblems } from '../password-policy';

/** A new password: the policy of password-policy.ts. */
export const NewPasswordField = () =>
  applyDecorators(
    ApiProperty({
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      description: `At least ${PASSWORD_MIN_LENGTH} characters, not one character repeated`,
    }),
    rule('password', (value) => requiredText(value) ?? passwordProblems(value as string)[0]),
  );
