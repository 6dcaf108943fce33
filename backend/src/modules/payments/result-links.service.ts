import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { decodeEncryptionKey } from '../../config/encryption-key-rule';
import { resultLinkKey, resultSignatureMatches, resultUrl } from './domain/result-links';
import type { ReturnLinks } from './providers/payment-provider';
import type { PaymentRecord } from './schemas/payment.schema';

/** The signed links back to a payment's result screen, and their check. */
@Injectable()
export class ResultLinks {
  private readonly key: Buffer;

  constructor(private readonly config: AppConfig) {
    const encryptionKey = config.ENCRYPTION_KEY && decodeEncryptionKey(config.ENCRYPTION_KEY);
    if (!encryptionKey) throw new Error('ENCRYPTION_KEY is not set: main.ts resolves it before start-up.');
    this.key = resultLinkKey(encryptionKey);
  }

  /** Absolute links for a provider elsewhere; the sandbox page, on our origin, passes base ''. */
  for(payment: Pick<PaymentRecord, '_id' | 'resultPath'>, base = this.config.publicUrl): ReturnLinks {
    const id = String(payment._id);
    return {
      success: resultUrl(base, payment.resultPath, 'success', id, this.key),
      failed: resultUrl(base, payment.resultPath, 'failed', id, this.key),
    };
  }

  verifies(paymentId: string, signature: string): boolean {
    return resultSignatureMatches(paymentId, signature, this.key);
  }
}
