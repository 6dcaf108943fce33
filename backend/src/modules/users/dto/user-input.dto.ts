import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { EmailField, NameField } from '#src/common/validation/person-fields';
import { NewPasswordField } from './fields';

export class SignupDto {
  @NameField('Aoife') first_name: string;
  @NameField('Byrne') last_name: string;
  @EmailField() email: string;
  @NewPasswordField() password: string;
}

export class CreateUserDto extends SignupDto {
  // Not `default: false`: UpdateUserDto inherits it, and there leaving the field out keeps the role as it is.
  @ApiPropertyOptional({ description: 'Staff with admin rights; a new user without it is not an admin.' })
  @IsOptional()
  @IsBoolean()
  isAdmin?: boolean;
}

/**
 * Every field optional; a password given replaces the old one. Null is no way to leave a field as it
 * is (a user always has an email and a password), so it is checked, and refused, like any value.
 */
export class UpdateUserDto extends PartialType(CreateUserDto, { skipNullProperties: false }) {
  @ApiPropertyOptional({
    description: 'true: forget the 2FA set-up, so the user sets it up again (lost phone)',
  })
  @IsOptional()
  @IsBoolean()
  resetTwoFactor?: boolean;
}
