import { Injectable, NotFoundException } from '@nestjs/common';
import { QuotesService } from '../quotes';
import { RenewalsService } from '../renewals';
import type { PaymentSubject } from './domain/payment-terms';
import { PaymentsRepository } from './payments.repository';
import { PaymentResultView, toResultView, withoutPersonalData } from './payment.views';
import { ResultLinks } from './result-links.service';

export const PAYMENT_NOT_FOUND = 'We could not find this payment.';

/** The access tokens the result screen's tab holds: the one for the payment's subject opens its details. */
export interface SubjectTokens {
  quote?: string;
  renewal?: string;
}

/**
 * The result screen's answer: the record as verified events left it, for the holder of a signed link.
 * The link alone shows the outcome; what names the person, the car or the policy needs the subject's
 * own token as well, since a link can be passed on or left in a history.
 */
@Injectable()
export class PaymentResults {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly links: ResultLinks,
    private readonly quotes: QuotesService,
    private readonly renewals: RenewalsService,
  ) {}

  async result(paymentId: string, signature: string, tokens: SubjectTokens): Promise<PaymentResultView> {
    // A wrong signature and an unknown payment answer the same.
    const payment = this.links.verifies(paymentId, signature)
      ? await this.payments.findById(paymentId)
      : null;
    // An erased subject's kept record is for the law and for staff, never for a link.
    if (!payment || payment.retainedFor) throw new NotFoundException(PAYMENT_NOT_FOUND);
    const view = toResultView(payment);
    return (await this.opens(payment.subject, tokens)) ? view : withoutPersonalData(view);
  }

  private async opens(subject: PaymentSubject, tokens: SubjectTokens): Promise<boolean> {
    try {
      if (subject.type === 'quote' && tokens.quote) await this.quotes.assertAccess(subject.id, tokens.quote);
      else if (subject.type === 'renewal' && tokens.renewal)
        this.renewals.assertAccess(subject.id, tokens.renewal);
      else return false;
      return true;
    } catch {
      return false;
    }
  }
}
