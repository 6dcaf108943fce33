import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { randomToken, sha256 } from '../../common/crypto/tokens';
import { Clock } from '../../common/time/clock';
import { AppConfig } from '../../config/app-config';
import { BrandService } from '../../config/brand';
import { LockoutAttempt, LockoutService, loginLockKey, resetLockKey } from '../lockout';
import { SessionsService } from '../sessions';
import { MailService } from '../mail';
import { VerifyPasswordResetDto } from './dto/password-reset.dto';
import { PasswordHasher } from './password-hasher';
import { resetEmail } from './password-reset-mail';
import { UserDirectory } from './user-directory';
import { UsersRepository } from './users.repository';

export const RESET_TOKEN_MINUTES = 30;

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email, we have sent it a link to reset the password. The link works for 30 minutes.';

export const RESET_LOCKED_MESSAGE =
  'Too many wrong reset attempts for this email. Please wait, then ask for a new link.';

/**
 * Password reset by emailed link: 32 random bytes, stored hashed, 30 minutes, single use. Five wrong
 * tokens for one email lock its resets for 15 minutes and void the link sent, like a login lockout.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly users: UsersRepository,
    private readonly directory: UserDirectory,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly lockouts: LockoutService,
    private readonly mail: MailService,
    private readonly brand: BrandService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Answers the same whether or not the email has an account. */
  async request(email: string): Promise<void> {
    const user = await this.directory.byEmail(email);
    if (!user) return;
    const token = randomToken(32);
    await this.users.setPasswordReset(user._id, {
      tokenHash: sha256(token),
      expiresAt: this.clock.in(RESET_TOKEN_MINUTES * 60_000),
    });
    const link = `${this.config.publicUrl}/verifypasswordreset?${new URLSearchParams({ token, email: user.email })}`;
    // A mail failure must not answer differently from an unknown email (that would reveal the account).
    await this.mail
      .send({ to: user.email, ...resetEmail(this.brand.name, link, RESET_TOKEN_MINUTES) })
      .catch((error: unknown) => {
        this.logger.error(
          `The password reset email for user ${String(user._id)} was not sent: ${String(error)}`,
        );
      });
  }

  async verify(input: VerifyPasswordResetDto): Promise<void> {
    const lockKey = resetLockKey(input.email);
    const attempt = await this.lockouts.attempt(lockKey, RESET_LOCKED_MESSAGE);
    const user = await this.users.consumePasswordReset(
      input.email,
      sha256(input.passwordResetToken),
      this.clock.now(),
    );
    if (!user) {
      await this.recordWrongToken(input.email, attempt);
      throw new BadRequestException(
        'This password reset link is invalid, used or expired. Please ask for a new one.',
      );
    }
    const id = String(user._id);
    await this.users.setPasswordHash(id, await this.hasher.hash(input.newPassword));
    await this.sessions.revokeAllFor(id);
    await this.lockouts.clear(loginLockKey(user.email));
    await attempt.succeeded();
  }

  /** The failure that locks also voids the link sent, so guessing cannot resume after the lock. */
  private async recordWrongToken(email: string, attempt: LockoutAttempt): Promise<void> {
    try {
      await attempt.failed();
    } catch (locked) {
      const user = await this.directory.byEmail(email);
      if (user) await this.users.dropPasswordReset(user._id);
      throw locked;
    }
  }
}
