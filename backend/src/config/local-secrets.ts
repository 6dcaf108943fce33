import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AppConfig } from './app-config';
import { decodeEncryptionKey, ENCRYPTION_KEY_BYTES } from './encryption-key-rule';

/** Where generated secrets of a local install live (never in the repository). */
export function secretsPath(config: Pick<AppConfig, 'DATA_DIR'>, name: string): string {
  return path.join(config.DATA_DIR, 'secrets', name);
}

/** Writes a file only its owner can read, creating the folder (also owner-only) as needed. */
export function writePrivateFile(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, content, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/**
 * Gives a local install (no ENCRYPTION_KEY set) a key generated once and kept under DATA_DIR, so the
 * encrypted 2FA secrets survive restarts. Sets `config.ENCRYPTION_KEY`.
 */
export function ensureEncryptionKey(config: AppConfig): void {
  if (config.ENCRYPTION_KEY) return;
  const file = secretsPath(config, 'encryption.key');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (!decodeEncryptionKey(stored)) throw new Error(`${file} does not hold a 32-byte base64 key.`);
    config.ENCRYPTION_KEY = stored;
    return;
  }
  config.ENCRYPTION_KEY = randomBytes(ENCRYPTION_KEY_BYTES).toString('base64');
  writePrivateFile(file, `${config.ENCRYPTION_KEY}\n`);
}

/**
 * A random secret for a local install, generated once and kept under DATA_DIR (the sandbox payment
 * page's webhook signing secret): `configured` wins when set.
 */
export function localSecret(config: Pick<AppConfig, 'DATA_DIR'>, name: string, configured?: string): string {
  if (configured) return configured;
  const file = secretsPath(config, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writePrivateFile(file, `${secret}\n`);
  return secret;
}
