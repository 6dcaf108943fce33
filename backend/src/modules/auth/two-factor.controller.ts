import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentSession, SignedIn } from '../../common/auth';
import type { SessionPrincipal } from '../../common/auth/principal';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { RateLimit } from '../../common/throttling/rate-limits';
import { SessionAnswerDto, TwoFactorCodeDto, TwoFactorSetupAnswerDto } from './dto/auth.dto';
import { TwoFactorService } from './two-factor.service';

@ApiTags('auth')
@Controller('auth/2fa')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @SignedIn({ allowPartial: true })
  @RateLimit('twoFactor')
  @Post('generateSecret')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "A new TOTP secret for the caller's authenticator app, while 2FA is not verified",
  })
  @ApiOkResponse({ type: TwoFactorSetupAnswerDto })
  @ApiConflictResponse({ type: ErrorEnvelopeDto, description: '2FA is already set up' })
  async generateTwoFactorSecret(
    @CurrentSession() principal: SessionPrincipal,
  ): Promise<TwoFactorSetupAnswerDto> {
    return ok(
      { user: await this.twoFactor.generateSecret(principal) },
      'Scan the QR code with your authenticator app.',
    );
  }

  @SignedIn({ allowPartial: true })
  @RateLimit('twoFactor')
  @Post('verify')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Check a code; success marks 2FA verified and renews the session as full (new session id)',
    description: 'A code works once; 5 wrong codes in a row lock 2FA sign-in for 15 minutes (429).',
  })
  @ApiOkResponse({ type: SessionAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Not 6 digits, or 2FA not set up' })
  @ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'Wrong or reused code, or no session' })
  verifyTwoFactor(
    @Body() body: TwoFactorCodeDto,
    @CurrentSession() principal: SessionPrincipal,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionAnswerDto> {
    return this.twoFactor.verify(principal, body.token, req, res);
  }

  @SignedIn({ allowPartial: true })
  @RateLimit('twoFactor')
  @Post('skip')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Skip the 2FA set-up (only when allowed and 2FA is not set up): a full session' })
  @ApiOkResponse({ type: SessionAnswerDto })
  @ApiForbiddenResponse({ type: ErrorEnvelopeDto, description: 'Skipping is not allowed, or 2FA is set up' })
  skipTwoFactor(
    @CurrentSession() principal: SessionPrincipal,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionAnswerDto> {
    return this.twoFactor.skip(principal, req, res);
  }
}
