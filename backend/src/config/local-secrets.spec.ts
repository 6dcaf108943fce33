import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { tempDir } from '../../test/harness/temp-dir';
import { loadConfig } from './app-config';
import { ensureEncryptionKey, localSecret, secretsPath } from './local-secrets';

describe('ensureEncryptionKey', () => {
  const dataDir = () => tempDir('ivy-secrets-');

  it('generates a key once, owner-only, and reuses it on the next start', () => {
    const DATA_DIR = dataDir();
    const first = loadConfig({ DATA_DIR });
    ensureEncryptionKey(first);
    const file = secretsPath(first, 'encryption.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(first.ENCRYPTION_KEY ?? '', 'base64')).toHaveLength(32);

    const second = loadConfig({ DATA_DIR });
    ensureEncryptionKey(second);
    expect(second.ENCRYPTION_KEY).toBe(first.ENCRYPTION_KEY);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.ENCRYPTION_KEY);
  });

  it('keeps a configured key and writes nothing', () => {
    const DATA_DIR = dataDir();
    const key = Buffer.alloc(32, 7).toString('base64');
    const config = loadConfig({ DATA_DIR, ENCRYPTION_KEY: key });
    ensureEncryptionKey(config);
    expect(config.ENCRYPTION_KEY).toBe(key);
    expect(() => statSync(secretsPath(config, 'encryption.key'))).toThrow();
  });

  it('refuses a damaged key file rather than losing the secrets', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    ensureEncryptionKey(config);
    writeFileSync(secretsPath(config, 'encryption.key'), 'not a key');
    expect(() => ensureEncryptionKey(loadConfig({ DATA_DIR: config.DATA_DIR }))).toThrow(/32-byte/);
  });
});

describe('localSecret', () => {
  const dataDir = () => tempDir('ivy-secrets-');

  it('generates a secret once, owner-only, and reuses it', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    const first = localSecret(config, 'sandbox.secret');
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(statSync(secretsPath(config, 'sandbox.secret')).mode & 0o777).toBe(0o600);
    expect(localSecret(config, 'sandbox.secret')).toBe(first);
  });

  it('prefers the configured secret and writes nothing', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(localSecret(config, 'sandbox.secret', 'configured')).toBe('configured');
    expect(() => statSync(secretsPath(config, 'sandbox.secret'))).toThrow();
  });
});
