import { PasswordHasher } from './password-hasher';

/** Made on Node 20 with @node-rs/argon2 2.2.1 before the move to Node 24: stored hashes must keep verifying. */
const HASHED_ON_NODE_20 =
  '$argon2id$v=19$m=19456,t=2,p=1$4xIytM3N2AfbtRjhSQIEog$rd0v/GcmeA3uutfSgzgbwEfHi8WHV9DGnlUhaqyhL0Q';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('verifies a hash stored before the runtime moved, and needs no rehash for it', async () => {
    expect(await hasher.verify(HASHED_ON_NODE_20, 'Ivy-before-Node24!')).toBe(true);
    expect(await hasher.verify(HASHED_ON_NODE_20, 'Ivy-before-Node24?')).toBe(false);
    expect(hasher.needsRehash(HASHED_ON_NODE_20)).toBe(false);
  });

  it('makes argon2id hashes with the OWASP settings that verify', async () => {
    const hashed = await hasher.hash('a new password');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hashed, 'a new password')).toBe(true);
  });
});
