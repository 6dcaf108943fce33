import { Injectable } from '@nestjs/common';
import { AdjustmentsService } from '../../adjustments';
import { PolicyholderAccess } from '../../documents';
import { PaymentCheckout } from '../payment-checkout.service';
import type { StartedCheckout } from '../payment-port';

/** Where the policyholder comes back to from the hosted page: `/my-policy/payment/success|failed`. */
export const ADJUSTMENT_RESULT_PATH = '/my-policy/payment';

/**
 * Paying the additional premium of a mid-term change by card on the provider's hosted page, with the
 * /my-policy session token. The change is made only when the payment is verified (AdjustmentFulfiller);
 * until then the policy is untouched, so an abandoned or failed payment leaves nothing to undo.
 */
@Injectable()
export class AdjustmentCheckout {
  constructor(
    private readonly access: PolicyholderAccess,
    private readonly adjustments: AdjustmentsService,
    private readonly checkout: PaymentCheckout,
  ) {}

  async start(adjustmentId: string, token: string | undefined): Promise<StartedCheckout> {
    const policy = await this.access.policyOf(token);
    const change = await this.adjustments.payable(policy, adjustmentId);
    return this.checkout.start({
      purpose: 'adjustment',
      subject: { type: 'adjustment', id: adjustmentId },
      option: 'annual',
      amountCents: change.payNowCents,
      // Shaped as retainedDescription expects, and naming no address or driver (the summary could).
      description: `Car insurance policy ${change.policyNumber}, change from ${change.effectiveDate}: additional premium`,
      subjectReference: change.policyNumber,
      coverStartDate: change.effectiveDate,
      customer: change.customer,
      resultPath: ADJUSTMENT_RESULT_PATH,
    });
  }
}
