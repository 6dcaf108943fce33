import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { decodeEncryptionKey } from '../../config/encryption-key-rule';
import { open, seal } from './secret-box';

/** Secrets at rest (2FA seeds), sealed under ENCRYPTION_KEY. */
@Injectable()
export class SecretBox {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    const key = config.ENCRYPTION_KEY && decodeEncryptionKey(config.ENCRYPTION_KEY);
    if (!key) throw new Error('ENCRYPTION_KEY is not set: main.ts and the CLI resolve it before start-up.');
    this.key = key;
  }

  seal(plaintext: string): string {
    return seal(plaintext, this.key);
  }

  open(sealed: string): string {
    return open(sealed, this.key);
  }
}
