import { Injectable, NotFoundException } from '@nestjs/common';
import { PaymentsRepository } from './payments.repository';
import { PaymentResultView, toResultView } from './payment-views';
import { ResultLinks } from './result-links.service';

export const PAYMENT_NOT_FOUND = 'We could not find this payment.';

/** The result screen's answer: the record as verified events left it, for the holder of a signed link. */
@Injectable()
export class PaymentResults {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly links: ResultLinks,
  ) {}

  async result(paymentId: string, signature: string): Promise<PaymentResultView> {
    // A wrong signature and an unknown payment answer the same.
    const payment = this.links.verifies(paymentId, signature)
      ? await this.payments.findById(paymentId)
      : null;
    if (!payment) throw new NotFoundException(PAYMENT_NOT_FOUND);
    return toResultView(payment);
  }
}
