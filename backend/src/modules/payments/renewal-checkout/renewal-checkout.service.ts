import { Injectable } from '@nestjs/common';
import { COVER_TYPE_LABELS } from '../../rating';
import type { PayableRenewal } from '../../renewals';
import { RenewalsService } from '../../renewals';
import { PaymentCheckout } from '../payment-checkout.service';
import type { StartedCheckout } from '../payment-port';

export interface RenewalCheckoutView {
  renewalId: string;
  policyNumber: string;
  customer: { name: string; email: string };
  coverLabel: string;
  vehicle: string;
  renewalDate: string;
  annualCents: number;
}

function checkoutView(renewal: PayableRenewal): RenewalCheckoutView {
  return {
    renewalId: String(renewal._id),
    policyNumber: renewal.policyNumber,
    customer: { name: renewal.customerName, email: renewal.email },
    coverLabel: COVER_TYPE_LABELS[renewal.coverType],
    vehicle: `${renewal.vehicle} (${renewal.registration})`,
    renewalDate: renewal.renewalDate,
    annualCents: renewal.renewalPremiumCents,
  };
}

/**
 * Paying for a renewal: the annual renewal premium by card on the provider's hosted page. Every call
 * needs the renewal's access token; a paid or lapsed renewal is a conflict (409).
 */
@Injectable()
export class RenewalCheckout {
  constructor(
    private readonly renewals: RenewalsService,
    private readonly checkout: PaymentCheckout,
  ) {}

  async summary(renewalId: string, token: string | undefined): Promise<RenewalCheckoutView> {
    return checkoutView(await this.renewals.payable(renewalId, token));
  }

  async start(renewalId: string, token: string | undefined): Promise<StartedCheckout> {
    const view = checkoutView(await this.renewals.payable(renewalId, token));
    return this.checkout.start({
      purpose: 'renewal',
      subject: { type: 'renewal', id: renewalId },
      option: 'annual',
      amountCents: view.annualCents,
      description: `${view.coverLabel} car insurance renewal, ${view.vehicle}: annual premium`,
      subjectReference: view.policyNumber,
      coverStartDate: view.renewalDate,
      customer: view.customer,
      resultPath: `/renewals/${renewalId}/payment`,
    });
  }
}
