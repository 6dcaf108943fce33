import { hashUsesSettings } from './password-hash-settings';

const OWASP = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const SALT_AND_HASH = 'c29tZXNhbHRzb21lc2FsdA$R0pqNkxMcXZ0c2VLN0tvR2F1NzFvQQ';

describe('hashUsesSettings', () => {
  it('accepts an argon2id v1.3 hash made with the same settings', () => {
    expect(hashUsesSettings(`$argon2id$v=19$m=19456,t=2,p=1$${SALT_AND_HASH}`, OWASP)).toBe(true);
  });

  it.each([
    ['less memory', `$argon2id$v=19$m=4096,t=2,p=1$${SALT_AND_HASH}`],
    ['fewer passes', `$argon2id$v=19$m=19456,t=1,p=1$${SALT_AND_HASH}`],
    ['more lanes', `$argon2id$v=19$m=19456,t=2,p=4$${SALT_AND_HASH}`],
    ['argon2i', `$argon2i$v=19$m=19456,t=2,p=1$${SALT_AND_HASH}`],
    ['argon2 v1.0', `$argon2id$v=16$m=19456,t=2,p=1$${SALT_AND_HASH}`],
    ['a bcrypt hash', '$2b$12$abcdefghijklmnopqrstuu5J3d4aXcQmpWvJvB0y9iQp2o1ZkqHq'],
    ['no hash at all', ''],
  ])('asks for a new hash for %s', (_, hashed) => {
    expect(hashUsesSettings(hashed, OWASP)).toBe(false);
  });
});
