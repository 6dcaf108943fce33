import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PasswordHasher, UserDirectory, UserRecord, UsersRepository } from '../users';
import { LOCK_MINUTES, LockoutService, loginLockKey } from '../lockout';

const LOCKED = `Too many failed login attempts. For your security, this account is locked for ${LOCK_MINUTES} minutes.`;

/** Email + password, with the lockout; an unknown email costs the same and locks the same. */
@Injectable()
export class CredentialsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly directory: UserDirectory,
    private readonly hasher: PasswordHasher,
    private readonly lockouts: LockoutService,
  ) {}

  async check(email: string, password: string): Promise<UserRecord> {
    const key = loginLockKey(email);
    const attempt = await this.lockouts.attempt(key, LOCKED);
    const known = await this.directory.byEmail(email);
    const user = known ? await this.users.findById(known._id) : null;
    const valid = user
      ? await this.hasher.verify(user.passwordHash, password)
      : await this.hasher.verifyNothing(password);
    if (!user || !valid) {
      await attempt.failed();
      throw new UnauthorizedException('Incorrect email or password.');
    }
    await attempt.succeeded();
    if (this.hasher.needsRehash(user.passwordHash)) {
      await this.users.setPasswordHash(String(user._id), await this.hasher.hash(password));
    }
    return user;
  }
}
