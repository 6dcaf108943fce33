import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { randomToken } from '../../common/crypto/tokens';

/** OWASP's argon2id settings: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** True when the hash was made with other settings, so a successful login should store a new one. */
  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  }

  /** The same work as a real check, for an unknown email: the answer time does not tell it apart. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash(randomToken());
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
