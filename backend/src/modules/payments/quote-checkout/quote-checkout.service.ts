import { ConflictException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { FieldErrorsException } from '#src/common/http/problem';
import { PoliciesService, QuotesService } from '../../quotes';
import type { QuoteView } from '../../quotes';
import { PaymentCheckout } from '../payment-checkout.service';
import type { CheckoutOption, PaymentSubject } from '../domain/payment-terms';
import { MandateTerms, MandateView, PaymentMandates } from '../payment-mandates.service';
import type { StartedCheckout } from '../payment-port';
import {
  amountDue,
  checkoutOption,
  notBuyableReason,
  paymentDescription,
  QUOTE_ALREADY_BOUGHT,
  quotePaymentOption,
  QuotePaymentPlan,
  quotePaymentPlan,
} from './quote-payment-plan';

/** Where the customer comes back to: /get-a-quote/payment/success or /failed. */
const QUOTE_RESULT_PATH = '/get-a-quote/payment';

export interface QuoteCheckoutView extends QuotePaymentPlan {
  chosenOption: CheckoutOption;
  mandate?: MandateView;
  mandateTerms: MandateTerms;
  /** Set while the customer has not confirmed the current documents: the checkout would refuse. */
  acceptanceProblem?: string;
}

const subjectOf = (quoteId: string): PaymentSubject => ({ type: 'quote', id: quoteId });

/**
 * Paying for a quote: what the hand-off page shows, the Direct Debit mandate for monthly payments,
 * and the checkout. Every call needs the quote's access token, like the rest of the quote journey.
 */
@Injectable()
export class QuoteCheckout {
  constructor(
    private readonly quotes: QuotesService,
    private readonly policies: PoliciesService,
    private readonly checkout: PaymentCheckout,
    private readonly mandates: PaymentMandates,
  ) {}

  /** Reading the quote renews an expired price, as retrieving it does, so the page shows a price that holds. */
  async summary(quoteId: string, token: string | undefined): Promise<QuoteCheckoutView> {
    const quote = await this.quotes.get(quoteId, token);
    const reason = notBuyableReason(quote);
    if (reason) throw new ConflictException(reason);
    const { acceptanceProblem } = quote;
    return {
      ...quotePaymentPlan(quote),
      chosenOption: checkoutOption(quote.paymentOption),
      ...(await this.mandates.find(subjectOf(quoteId)).then((mandate) => (mandate ? { mandate } : {}))),
      mandateTerms: this.mandates.terms(),
      ...(acceptanceProblem ? { acceptanceProblem } : {}),
    };
  }

  async saveMandate(
    quoteId: string,
    token: string | undefined,
    input: { accountHolder: string; iban: string },
  ): Promise<MandateView> {
    await this.buyable(quoteId, token, 'monthly_deposit');
    return this.mandates.save(subjectOf(quoteId), input);
  }

  /** Only after the customer confirmed the documents this server shows now (CPC: before the contract). */
  async start(quoteId: string, token: string | undefined, option: CheckoutOption): Promise<StartedCheckout> {
    const quote = await this.buyable(quoteId, token, option);
    const problem = quote.acceptanceProblem;
    if (problem) throw new FieldErrorsException({ acceptance: [problem] }, problem);
    const plan = quotePaymentPlan(quote);
    return this.checkout.start({
      purpose: 'new_policy',
      subject: subjectOf(quoteId),
      option,
      amountCents: amountDue(plan, option),
      description: paymentDescription(plan, option),
      subjectReference: plan.webReference,
      coverStartDate: plan.startDate,
      customer: plan.customer,
      resultPath: QUOTE_RESULT_PATH,
      ...(option === 'monthly_deposit' ? { instalments: plan.monthly.schedule } : {}),
    });
  }

  /**
   * Records the way of paying on the quote, which also checks the quote can be bought at its price
   * as it stands: unlike reading it, this never renews an expired price, so the customer is never
   * charged a price they were not shown. A quote not for sale is a conflict (409).
   */
  private async buyable(
    quoteId: string,
    token: string | undefined,
    option: CheckoutOption,
  ): Promise<QuoteView> {
    try {
      return await this.quotes.choosePaymentOption(quoteId, token, quotePaymentOption(option));
    } catch (error) {
      if (!(error instanceof UnprocessableEntityException || error instanceof ConflictException)) throw error;
      const bought = await this.policies.findByQuote(quoteId);
      throw new ConflictException(bought ? QUOTE_ALREADY_BOUGHT : error.message);
    }
  }
}
