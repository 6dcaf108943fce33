import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { Clock } from '../../common/time/clock';
import type { ProviderName } from './domain/payment-terms';
import { WebhookSignatureError } from './domain/webhook-signature';
import { PaymentProvider } from './providers/payment-provider';
import { PaymentSettlement } from './payment-settlement.service';

/** The webhook endpoints' work: only the configured provider, only a valid signature over the raw body. */
@Injectable()
export class PaymentWebhooks {
  private readonly logger = new Logger(PaymentWebhooks.name);

  constructor(
    private readonly provider: PaymentProvider,
    private readonly settlement: PaymentSettlement,
    private readonly clock: Clock,
  ) {}

  async receive(
    provider: ProviderName,
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<string> {
    if (provider !== this.provider.name)
      throw new NotFoundException(`Payments do not go through ${provider} here.`);
    if (!rawBody) throw new BadRequestException('A webhook must have a JSON body.');
    try {
      return await this.settlement.receive(
        provider,
        this.provider.verifyWebhook(rawBody, signature, this.clock.now()),
      );
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      this.logger.warn(`Refused a ${provider} webhook: ${error.message}`);
      throw new BadRequestException(error.message);
    }
  }
}
