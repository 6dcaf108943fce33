import { Injectable, Logger } from '@nestjs/common';
import { mailText, paragraph } from '../../common/mail/mail-template';
import { formatMoney } from '../../common/text/formats';
import { AppConfig } from '../../config/app-config';
import { BrandService } from '../../config/brand';
import { MailMessage, MailService } from '../mail';
import { UserDirectory } from '../users';
import type { PaymentRecord } from './schemas/payment.schema';

/** The administrators' email about a payment whose customer has nothing for their money yet. */
export function needsActionMail(
  payment: Pick<PaymentRecord, '_id' | 'amountCents' | 'customer' | 'subjectReference' | 'status'>,
  reason: string,
  context: { brandName: string; paymentsUrl: string },
): Omit<MailMessage, 'to'> {
  const what = payment.status === 'held' ? 'is held for checking' : 'was paid but not fulfilled yet';
  return {
    subject: `${context.brandName}: a payment needs action (${payment.subjectReference ?? String(payment._id)})`,
    text: mailText(
      [
        `A payment of ${formatMoney(payment.amountCents)} by ${payment.customer.name} (${payment.customer.email}) ${what}.`,
        `Reason: ${reason}`,
        payment.status === 'held'
          ? 'Nothing more happens on its own: contact the customer, and refund the payment or issue what it paid for.'
          : 'It is tried again every minute. If it keeps failing, contact the customer: they were told we would.',
        `Payment ${String(payment._id)}: ${context.paymentsUrl}`,
      ].map((text) => paragraph(text)),
    ),
  };
}

/**
 * Tells staff when money arrived and the customer got nothing for it yet, besides the admin list's
 * filter and count: an email to every administrator. A mail that fails is logged, not thrown: the
 * payment's state is already written and the admin area shows it.
 */
@Injectable()
export class PaymentAlerts {
  private readonly logger = new Logger('PaymentAlerts');

  constructor(
    private readonly mail: MailService,
    private readonly users: UserDirectory,
    private readonly brand: BrandService,
    private readonly config: AppConfig,
  ) {}

  async needsAction(payment: PaymentRecord, reason: string): Promise<void> {
    const message = needsActionMail(payment, reason, {
      brandName: this.brand.name,
      paymentsUrl: `${this.config.publicUrl}/admin/payments?status=needs_action`,
    });
    this.logger.warn(
      { paymentId: String(payment._id), status: payment.status, reason },
      'Payment needs action',
    );
    for (const to of await this.users.administratorEmails()) {
      await this.mail.send({ to, ...message }).catch((error: unknown) => {
        this.logger.error({ err: error, paymentId: String(payment._id) }, 'A staff alert could not be sent');
      });
    }
  }
}
