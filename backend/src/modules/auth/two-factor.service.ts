import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { SessionPrincipal } from '../../common/auth/principal';
import { SecretBox } from '../../common/crypto/secret-box.service';
import { Envelope } from '../../common/http/envelope';
import { Clock } from '../../common/time/clock';
import { AppConfig } from '../../config/app-config';
import { BrandService } from '../../config/brand';
import { toUserView, UserRecord, UsersRepository } from '../users';
import { AuthService, SessionAnswer } from './auth.service';
import { LOCK_MINUTES, LockoutService, twoFactorLockKey } from '../lockout';
import { checkTotp, newTotpSecret, totpUri } from './totp';

const LOCKED = `Too many incorrect codes. For your security, two-factor sign-in is locked for ${LOCK_MINUTES} minutes.`;

/** TOTP set-up and verification, which turn a partial session into a full one. */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
    private readonly lockouts: LockoutService,
    private readonly box: SecretBox,
    private readonly brand: BrandService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** A new secret for the caller while their 2FA is not verified; a verified secret is never shown again. */
  async generateSecret(principal: SessionPrincipal) {
    const user = await this.userOf(principal);
    if (user.twoFactor?.isVerified) {
      throw new ConflictException('Two-factor authentication is already set up for this account.');
    }
    const secret = newTotpSecret();
    await this.users.startTwoFactorSetUp(String(user._id), this.box.seal(secret));
    return {
      ...toUserView(user),
      twoFactor: { isVerified: false, secret: { otpauth_url: totpUri(this.brand.name, user.email, secret) } },
    };
  }

  async verify(
    principal: SessionPrincipal,
    token: string,
    req: Request,
    res: Response,
  ): Promise<Envelope<SessionAnswer>> {
    const lockKey = twoFactorLockKey(principal.user._id);
    const user = await this.userOf(principal);
    const sealed = user.twoFactor?.sealedSecret;
    if (!sealed)
      throw new BadRequestException('Two-factor authentication is not set up yet: generate a secret first.');
    // Counted once there is a code to compare (a refusal above compares nothing).
    const attempt = await this.lockouts.attempt(lockKey, LOCKED);
    const check = await checkTotp({
      secret: this.box.open(sealed),
      token,
      lastUsedStep: user.twoFactor.lastUsedStep ?? 0,
      epochSeconds: Math.floor(this.clock.now().getTime() / 1000),
    });
    if (!check.valid || !(await this.users.acceptTwoFactorStep(String(user._id), check.step))) {
      await attempt.failed();
      throw new UnauthorizedException(
        'That code is not valid or has been used already. Please enter the current code.',
      );
    }
    await attempt.succeeded();
    return this.upgrade(principal, req, res);
  }

  /** Only where allowed, and only for an account that has not set 2FA up (skipping is not bypassing). */
  async skip(principal: SessionPrincipal, req: Request, res: Response): Promise<Envelope<SessionAnswer>> {
    if (!this.config.ALLOW_SKIP_2FA) throw new ForbiddenException('Two-factor set-up cannot be skipped.');
    if (principal.user.twoFactor.isVerified) {
      throw new ForbiddenException('This account uses two-factor authentication: please enter a code.');
    }
    return this.upgrade(principal, req, res);
  }

  private async upgrade(
    principal: SessionPrincipal,
    req: Request,
    res: Response,
  ): Promise<Envelope<SessionAnswer>> {
    await this.auth.startSession(principal.user._id, 'full', req, res);
    const user = await this.userOf(principal);
    return this.auth.answer(toUserView(user), 'full');
  }

  private async userOf(principal: SessionPrincipal): Promise<UserRecord> {
    const user = await this.users.findById(principal.user._id);
    if (!user) throw new UnauthorizedException('Please log in.');
    return user;
  }
}
