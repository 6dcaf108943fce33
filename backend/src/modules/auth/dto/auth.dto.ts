import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { type Permission, PERMISSIONS } from '#src/common/auth/permissions';
import { EnvelopeDto } from '#src/common/http/envelope';
import { UserDto } from '../../users';
import { EmailField, RequiredTextField } from '#src/common/validation/person-fields';

export class LoginDto {
  @EmailField() email: string;
  @RequiredTextField(1024) password: string;
}

export class TwoFactorCodeDto {
  @ApiProperty({ example: '123456', description: 'The 6-digit code from the authenticator app' })
  @Matches(/^\d{6}$/, { message: 'Enter the 6-digit code from your authenticator app.' })
  token: string;
}

/** The state of the caller's login (SPEC "Logged-in state"). */
export class SessionAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: UserDto }) user: UserDto;
  @ApiProperty({ description: 'Two-factor is required after the password' }) is2FAEnabled: boolean;
  @ApiProperty({ description: 'The 2FA set-up may be skipped' }) allowSkip2FA: boolean;
  @ApiProperty({
    enum: ['partial', 'full'],
    description: '`partial`: the password passed, 2FA has not (enter a code, or set 2FA up)',
  })
  stage: 'partial' | 'full';
  @ApiProperty({
    enum: PERMISSIONS,
    enumName: 'Permission',
    isArray: true,
    description: "What the user's role may do in the admin area (common/auth/permissions.ts)",
  })
  permissions: readonly Permission[];
}

export class AuthSettingsDto extends EnvelopeDto {
  @ApiProperty() is2FAEnabled: boolean;
  @ApiProperty() allowSkip2FA: boolean;
  @ApiProperty({ description: 'The login screen offers Create Account' }) allowSignup: boolean;
}

export class TotpSecretDto {
  @ApiProperty({
    example: 'otpauth://totp/Ivy%20Car%20Insurance:aoife%40example.ie?secret=…&issuer=Ivy%20Car%20Insurance',
  })
  otpauth_url: string;
}

export class TwoFactorSetupStateDto {
  @ApiProperty({ example: false }) isVerified: boolean;
  @ApiProperty({
    type: TotpSecretDto,
    description: 'Shown only until 2FA is verified: draw it as a 250x250 QR code',
  })
  secret: TotpSecretDto;
}

export class UserWithTotpSecretDto extends OmitType(UserDto, ['twoFactor'] as const) {
  @ApiProperty({ type: TwoFactorSetupStateDto }) twoFactor: TwoFactorSetupStateDto;
}

export class TwoFactorSetupAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: UserWithTotpSecretDto }) user: UserWithTotpSecretDto;
}
