import { availableParallelism } from 'node:os';
import { Injectable } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { ConcurrencyLimit } from '../../common/concurrency/concurrency-limit';
import { randomToken } from '../../common/crypto/tokens';
import { hashUsesSettings } from './password-hash-settings';

/** OWASP's argon2id settings: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_SETTINGS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash fills one libuv thread for ~20 ms. More at once than cores only time-slices them and
 * thrashes the caches (19 MiB each), so a burst of logins all finish late; queued, they finish in turn.
 */
const hashing = new ConcurrencyLimit(availableParallelism());

@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return hashing.run(() => hash(password, { algorithm: Algorithm.Argon2id, ...ARGON2_SETTINGS }));
  }

  async verify(hashed: string, password: string): Promise<boolean> {
    try {
      return await hashing.run(() => verify(hashed, password));
    } catch {
      return false;
    }
  }

  /** True when the hash was made with other settings, so a successful login should store a new one. */
  needsRehash(hashed: string): boolean {
    return !hashUsesSettings(hashed, ARGON2_SETTINGS);
  }

  /** The same work as a real check, for an unknown email: the answer time does not tell it apart. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash(randomToken());
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
