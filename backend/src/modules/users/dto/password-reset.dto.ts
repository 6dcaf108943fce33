import { EmailField, RequiredTextField } from '#src/common/validation/person-fields';
import { NewPasswordField } from './fields';

export class PasswordResetParamDto {
  @EmailField() email: string;
}

export class VerifyPasswordResetDto {
  @EmailField() email: string;

  @RequiredTextField(200, 'The token from the reset link')
  passwordResetToken: string;

  @NewPasswordField() newPassword: string;
}
