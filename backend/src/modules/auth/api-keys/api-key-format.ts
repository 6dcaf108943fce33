import { randomBytes } from 'node:crypto';
import { randomToken } from '#src/common/crypto/tokens';

const FORMAT = /^ivy_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export interface ApiKeyParts {
  /** Public: finds the key's record and tells keys apart in lists. */
  prefix: string;
  /** Shown once; only its sha256 is stored. */
  secret: string;
}

/** A new key `ivy_<prefix>_<secret>`: 6 random bytes of hex prefix, 32 random bytes of secret. */
export function newApiKey(): ApiKeyParts & { key: string } {
  const prefix = randomBytes(6).toString('hex');
  const secret = randomToken(32);
  return { prefix, secret, key: `ivy_${prefix}_${secret}` };
}

export function parseApiKey(key: string): ApiKeyParts | undefined {
  const match = FORMAT.exec(key);
  return match ? { prefix: match[1], secret: match[2] } : undefined;
}
