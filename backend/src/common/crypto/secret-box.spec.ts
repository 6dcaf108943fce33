import { randomBytes } from 'node:crypto';
import { open, seal, SecretBoxError } from './secret-box';
import { randomToken, safeEqual, sha256 } from './tokens';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('round-trips, with a fresh IV each time', () => {
    const a = seal('JBSWY3DPEHPK3PXP', key);
    const b = seal('JBSWY3DPEHPK3PXP', key);
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(a, key)).toBe('JBSWY3DPEHPK3PXP');
    expect(open(seal('', key), key)).toBe('');
  });

  it('detects tampering with any part', () => {
    const sealed = seal('secret', key);
    const parts = sealed.split('.');
    for (let i = 1; i < parts.length; i++) {
      const altered = [...parts];
      const bytes = Buffer.from(altered[i], 'base64url');
      bytes[0] ^= 1;
      altered[i] = bytes.toString('base64url');
      expect(() => open(altered.join('.'), key)).toThrow(SecretBoxError);
    }
  });

  it('refuses another key and malformed text', () => {
    expect(() => open(seal('secret', key), randomBytes(32))).toThrow(SecretBoxError);
    expect(() => open('plain text', key)).toThrow(SecretBoxError);
    expect(() => open('v2.a.b.c', key)).toThrow(SecretBoxError);
  });
});

describe('tokens', () => {
  it('makes url-safe random tokens of the asked size', () => {
    const token = randomToken(32);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(randomToken()).not.toBe(token);
  });

  it('hashes with sha256 and compares safely', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
