import { Injectable, OnModuleInit } from '@nestjs/common';
import { AdjustmentNotSettleable, AdjustmentsService } from '../../adjustments';
import { PaymentFulfilments } from '../fulfilments';
import { Fulfilment, PaymentFulfiller, PaymentNotFulfillable } from '../payment-port';
import type { PaymentRecord } from '../schemas/payment.schema';

/**
 * What a paid additional premium delivers: the change settled (policy, documents; idempotent), then,
 * once, the email, the audit entry and the `policy.adjusted` event. A change that can no longer be made
 * (another change took the policy first) holds the payment for staff to refund.
 */
@Injectable()
export class AdjustmentFulfiller implements PaymentFulfiller, OnModuleInit {
  constructor(
    private readonly fulfilments: PaymentFulfilments,
    private readonly adjustments: AdjustmentsService,
  ) {}

  onModuleInit(): void {
    this.fulfilments.register('adjustment', this);
  }

  async fulfil(payment: PaymentRecord): Promise<Fulfilment> {
    try {
      const paid = await this.adjustments.settlePaid(payment.subject.id);
      return { reference: paid.policyNumber, confirm: () => paid.announce() };
    } catch (error) {
      if (error instanceof AdjustmentNotSettleable) throw new PaymentNotFulfillable(error.message);
      throw error;
    }
  }
}
