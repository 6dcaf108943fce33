import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../../common/auth';
import { EnvelopeDto, ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { RateLimit } from '../../common/throttling/rate-limits';
import { PasswordResetParamDto, VerifyPasswordResetDto } from './dto/password-reset.dto';
import { SignupDto } from './dto/user-input.dto';
import { PasswordResetService, RESET_REQUESTED_MESSAGE } from './password-reset.service';
import { UsersService } from './users.service';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

/** What visitors may do about an account: sign up (when allowed) and reset a forgotten password. */
@ApiTags('users')
@Controller('users')
export class AccountController {
  constructor(
    private readonly users: UsersService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @Public()
  @RateLimit('passwordReset')
  @Get('passwordReset/:email')
  @ApiOperation({ summary: 'Email a password reset link; the answer is the same for unknown emails' })
  @ApiOkResponse({ type: EnvelopeDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Not an email address' })
  async requestPasswordReset(@Param() { email }: PasswordResetParamDto): Promise<EnvelopeDto> {
    await this.passwordReset.request(email);
    return ok({}, RESET_REQUESTED_MESSAGE);
  }

  @Public()
  @RateLimit('passwordReset')
  @Post('verifypasswordreset')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Set a new password with the emailed token; ends all the user's sessions" })
  @ApiOkResponse({ type: EnvelopeDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: 'Invalid input, or the token is invalid, used or expired',
  })
  async verifyPasswordReset(@Body() body: VerifyPasswordResetDto): Promise<EnvelopeDto> {
    await this.passwordReset.verify(body);
    return ok({}, 'Your password has been changed. Please log in.');
  }

  @Public()
  @RateLimit('signup')
  @Idempotent()
  @Post('signup')
  @ApiOperation({ summary: 'Create an account (not an administrator), when account creation is allowed' })
  @ApiCreatedResponse({ type: EnvelopeDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  @ApiForbiddenResponse({ type: ErrorEnvelopeDto, description: 'Account creation is turned off' })
  @ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'The email has an account' })
  async signUp(@Body() body: SignupDto): Promise<EnvelopeDto> {
    await this.users.signUp(body);
    return ok({}, 'Your account has been created. Please log in.');
  }
}
