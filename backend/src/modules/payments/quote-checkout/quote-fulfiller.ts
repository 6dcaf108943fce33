import {
  ConflictException,
  Injectable,
  NotFoundException,
  OnModuleInit,
  UnprocessableEntityException,
} from '@nestjs/common';
import { isDuplicateKeyError } from '#src/common/http/problem';
import { Clock } from '#src/common/time/clock';
import { AppConfig } from '#src/config/app-config';
import { BrandService } from '#src/config/brand';
import { siteBrand } from '#src/config/site-brand';
import { PolicyDocumentsService } from '../../documents';
import { MailService } from '../../mail';
import type { CompleteAnswers, QuoteView } from '../../quotes';
import { QuotesService } from '../../quotes';
import { PaymentFulfilments } from '../fulfilments';
import { Fulfilment, PaymentFulfiller, PaymentNotFulfillable } from '../payment-port';
import type { PaymentRecord } from '../schemas/payment.schema';
import { CompetitionEntries } from './competition-entries';
import { policyConfirmationMail } from './policy-confirmation-mail';
import { amountDue, quotePaymentOption, quotePaymentPlan } from './quote-payment-plan';

/**
 * A payment started before the answers changed (another tab, a re-price) pays the old price: the policy
 * would be issued at the new one, so the payment is held for staff instead.
 */
export function priceChangedSince(payment: PaymentRecord, quote: QuoteView): string | undefined {
  const due = amountDue(quotePaymentPlan(quote), payment.option);
  return due === payment.amountCents
    ? undefined
    : `the price changed after this payment was started (${payment.amountCents} cents paid, ${due} cents due now): refund or contact the customer`;
}

/**
 * What a paid quote delivers: the policy (QuotesService.markPurchased, idempotent), the competition
 * entry, the policy documents (idempotent too), and the confirmation email that links to them. A quote already bought with another payment, or no longer for
 * sale, holds this payment for staff (a refund) rather than issuing anything.
 */
@Injectable()
export class QuoteFulfiller implements PaymentFulfiller, OnModuleInit {
  constructor(
    private readonly fulfilments: PaymentFulfilments,
    private readonly quotes: QuotesService,
    private readonly competition: CompetitionEntries,
    private readonly mail: MailService,
    private readonly brand: BrandService,
    private readonly clock: Clock,
    private readonly documents: PolicyDocumentsService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.fulfilments.register('new_policy', this);
  }

  async fulfil(payment: PaymentRecord): Promise<Fulfilment> {
    const paymentId = String(payment._id);
    const { policy, quote } = await this.purchase(payment).catch((error: unknown) =>
      // Another instance bought the quote between our read and our write (its policy insert or quote
      // update won): asked again, markPurchased answers that policy.
      error instanceof ConflictException || isDuplicateKeyError(error)
        ? this.purchase(payment)
        : Promise.reject(error),
    );
    if (policy.paymentReference !== paymentId) {
      throw new PaymentNotFulfillable(
        `The quote was already bought (policy ${policy.policyNumber}, payment ${policy.paymentReference ?? 'none'}): refund this payment.`,
      );
    }
    await this.competition.enter(policy, this.clock.now());
    // Made before the payment counts as settled: if this fails the event is settled again later, and
    // the policy it finds is the same one.
    await this.documents.issueAtPurchase({
      policyId: policy._id,
      policy,
      answers: quote.answers as CompleteAnswers,
    });
    return {
      reference: policy.policyNumber,
      confirm: () =>
        this.mail.send(
          policyConfirmationMail({
            brandName: this.brand.name,
            supportEmail: this.brand.brand.email.support,
            documentsUrl: `${this.config.publicUrl}/my-policy`,
            competitionUrl: siteBrand(this.brand).instagramCompetitionPost,
            policy,
            payment,
          }),
        ),
    };
  }

  private purchase(payment: PaymentRecord) {
    return this.quotes
      .markPurchased(
        payment.subject.id,
        { paymentOption: quotePaymentOption(payment.option), paymentReference: String(payment._id) },
        (quote) => priceChangedSince(payment, quote),
      )
      .catch((error: unknown) => {
        if (error instanceof UnprocessableEntityException || error instanceof NotFoundException) {
          throw new PaymentNotFulfillable(`The quote could not be bought: ${error.message}`);
        }
        throw error;
      });
  }
}
