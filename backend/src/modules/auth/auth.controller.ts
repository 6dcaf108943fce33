import {
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentSession, isCrossSite, Public, SignedIn } from '../../common/auth';
import type { SessionPrincipal } from '../../common/auth/principal';
import { EnvelopeDto, ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { RateLimit } from '../../common/throttling/rate-limits';
import { UserRecord } from '../users';
import { AuthService } from './auth.service';
import { AuthSettingsDto, LoginDto, SessionAnswerDto } from './dto/auth.dto';
import { LocalAuthGuard } from './local-auth.guard';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Get('settings')
  @ApiOperation({ summary: 'What the login screen offers: 2FA, skipping its set-up, account creation' })
  @ApiOkResponse({ type: AuthSettingsDto })
  getAuthSettings(): AuthSettingsDto {
    return ok(this.auth.settings());
  }

  @Public()
  @RateLimit('login')
  @UseGuards(LocalAuthGuard)
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Log in with email and password',
    description:
      'Sets the session cookie and the CSRF cookie. While 2FA is enabled the session is `partial`: ' +
      'verify a code (or set 2FA up) before anything else. 5 failures in a row lock the email for 15 minutes (429).',
  })
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: SessionAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  @ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'Incorrect email or password' })
  login(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionAnswerDto> {
    return this.auth.login(req.user as UserRecord, req, res);
  }

  @SignedIn({ allowPartial: true })
  @Get('loggedin')
  @ApiOperation({ summary: 'The state of the current session (as after login)' })
  @ApiOkResponse({ type: SessionAnswerDto })
  loggedIn(@CurrentSession() principal: SessionPrincipal): SessionAnswerDto {
    return this.auth.current(principal);
  }

  @Public()
  @Get('logout')
  @ApiOperation({ summary: 'End the session (server-side) and clear its cookies' })
  @ApiOkResponse({ type: EnvelopeDto })
  @ApiForbiddenResponse({ type: ErrorEnvelopeDto, description: 'Started by another site' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<EnvelopeDto> {
    if (isCrossSite(req)) throw new ForbiddenException('Please log out from the site itself.');
    await this.auth.logout(req, res);
    return ok({}, 'Logged Out User');
  }
}
