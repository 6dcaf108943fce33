import { ValidationArguments, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';

export const ENCRYPTION_KEY_BYTES = 32;

/** Decodes a base64 AES-256 key; undefined when the text is not exactly 32 bytes of base64. */
export function decodeEncryptionKey(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text.trim())) return undefined;
  const key = Buffer.from(text.trim(), 'base64');
  return key.length === ENCRYPTION_KEY_BYTES ? key : undefined;
}

interface KeyedConfig {
  NODE_ENV?: string;
  MONGODB_URI?: string;
}

/**
 * A production deployment on its own database must bring its key: a generated key file beside
 * the app would be lost with the container, and the 2FA secrets with it.
 */
@ValidatorConstraint({ name: 'encryptionKey' })
export class EncryptionKeyRule implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    const config = args.object as KeyedConfig;
    if (value === undefined) return !(config.NODE_ENV === 'production' && config.MONGODB_URI);
    return typeof value === 'string' && decodeEncryptionKey(value) !== undefined;
  }

  defaultMessage(args: ValidationArguments): string {
    return args.value === undefined
      ? 'ENCRYPTION_KEY is required in production with MONGODB_URI (generate one: openssl rand -base64 32)'
      : 'ENCRYPTION_KEY must be 32 bytes in base64 (generate one: openssl rand -base64 32)';
  }
}

/** Any other AES-256 key setting (BACKUP_KEY): optional, and 32 bytes of base64 when set. */
@ValidatorConstraint({ name: 'aesKey' })
export class AesKeyRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && decodeEncryptionKey(value) !== undefined;
  }

  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must be 32 bytes in base64 (generate one: openssl rand -base64 32)`;
  }
}
