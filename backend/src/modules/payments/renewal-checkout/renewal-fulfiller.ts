import { Injectable, OnModuleInit } from '@nestjs/common';
import { MailService } from '../../mail';
import { renewalConfirmationMail, RenewalInvitations, RenewalsService } from '../../renewals';
import { PaymentFulfilments } from '../fulfilments';
import { Fulfilment, PaymentFulfiller, PaymentNotFulfillable } from '../payment-port';
import type { PaymentRecord } from '../schemas/payment.schema';

/**
 * What a paid renewal delivers: the renewal marked paid (idempotent), the new period's documents
 * (idempotent too) and the confirmation email that links to them. A renewal deleted meanwhile, or paid
 * already with another payment, holds the payment for staff.
 */
@Injectable()
export class RenewalFulfiller implements PaymentFulfiller, OnModuleInit {
  constructor(
    private readonly fulfilments: PaymentFulfilments,
    private readonly renewals: RenewalsService,
    private readonly invitations: RenewalInvitations,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.fulfilments.register('renewal', this);
  }

  async fulfil(payment: PaymentRecord): Promise<Fulfilment> {
    const paymentId = String(payment._id);
    const renewal = await this.renewals.markPaid(payment.subject.id, paymentId);
    if (!renewal) {
      throw new PaymentNotFulfillable(
        'The renewal was deleted before its payment arrived: refund this payment.',
      );
    }
    if (renewal.paymentReference !== paymentId) {
      throw new PaymentNotFulfillable(
        `The renewal ${renewal.policyNumber} was already paid (payment ${renewal.paymentReference ?? 'none'}): refund this payment.`,
      );
    }
    // Made before the payment counts as settled: if this fails the event is settled again later.
    const documentsLink = await this.renewals.issueDocuments(renewal);
    return {
      reference: renewal.policyNumber,
      confirm: () =>
        this.mail.send(
          renewalConfirmationMail(this.invitations.mailContext(renewal), payment.amountCents, documentsLink),
        ),
    };
  }
}
