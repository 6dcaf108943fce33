import {
  ConflictException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { Metrics } from '../../common/metrics/metrics';
import { EventLog } from '../events';
import { Clock } from '../../common/time/clock';
import { BrandService } from '../../config/brand';
import { policyIssueProblem } from './domain/policy-issue';
import { acceptanceProblem, AcceptedVersions, answersFingerprint } from './domain/acceptance';
import type { DemoQuoteFacts } from './domain/demo-quotes';
import { QUOTE_NOT_FOUND, QuoteAccess } from './quote-access.service';
import { PageInput, QuoteAnswersService } from './quote-answers.service';
import { QuoteLocks } from './quote-locks';
import { QuotePricing } from './quote-pricing.service';
import { calendarKeys } from '../../common/time/calendar';
import { PaymentOption, QuotePage } from './domain/pages';
import { PoliciesService, PolicyPayment, PolicyView } from './policies.service';
import { CompleteAnswers, isPriceExpired, QuoteAnswers, QuoteView, toQuoteView } from './quote.views';
import { detailsFields } from './domain/details-fields';
import { QuotesRepository } from './quotes.repository';
import { Quote, QuoteRecord } from './schemas/quote.schema';

const BOUGHT = 'This quote has been bought and can no longer change.';

/** What a page's answers change besides the page: the fields kept for search and statistics. */
function derivedFields<P extends QuotePage>(page: P, answer: NonNullable<QuoteAnswers[P]>): Partial<Quote> {
  if (page === 'your_details') return detailsFields(answer as QuoteAnswers['your_details']);
  if (page === 'cover') return { coverType: (answer as NonNullable<QuoteAnswers['cover']>).type };
  return {};
}

/** The quote journey: answers page by page, a price, a payment choice, and the purchase. */
@Injectable()
export class QuotesService {
  constructor(
    private readonly quotes: QuotesRepository,
    private readonly access: QuoteAccess,
    private readonly answers: QuoteAnswersService,
    private readonly pricing: QuotePricing,
    private readonly policies: PoliciesService,
    private readonly locks: QuoteLocks,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
    private readonly brands: BrandService,
    private readonly events: EventLog,
  ) {}

  /** The demo quotes, for the demo data of other modules (their payments). */
  demoQuoteFacts(): Promise<DemoQuoteFacts[]> {
    return this.quotes.demoQuoteFacts();
  }

  /** From the first page's answers; the access token is shown this once. */
  async create(input: PageInput['your_details']): Promise<{ quote: QuoteView; accessToken: string }> {
    const details = this.answers.yourDetails(input);
    const { token, record } = this.access.issue();
    const now = this.clock.now();
    const quote = await this.quotes.create({
      status: 'started',
      source: 'web',
      answers: { your_details: details },
      access: record,
      ...detailsFields(details),
      ...calendarKeys(now),
      totalCents: null,
      declineReasonCodes: [],
      demo: false,
    });
    await this.quotes.addEvents([
      { quoteId: String(quote._id), at: now, type: 'created', status: 'started' },
    ]);
    this.metrics.quotes.inc({ event: 'started' });
    return { quote: toQuoteView(quote, now), accessToken: token };
  }

  /** 401 or 404 unless the token opens the quote. */
  async assertAccess(id: string, token: string | undefined): Promise<void> {
    await this.access.authorize(id, token);
  }

  async get(id: string, token: string | undefined): Promise<QuoteView> {
    return this.locks.run(id, async () => {
      const quote = await this.access.authorize(id, token);
      return this.view(await this.pricing.refresh(quote));
    });
  }

  /**
   * Any change of answers takes the quote back to `started`: its price no longer applies, and the
   * statement of fact the customer confirmed is no longer theirs.
   */
  async updatePage<P extends QuotePage>(
    id: string,
    token: string | undefined,
    page: P,
    input: PageInput[P],
  ): Promise<QuoteView> {
    return this.locks.run(id, async () => {
      this.editable(await this.access.authorize(id, token));
      const answer = await this.answers.resolve(page, input);
      const updated = await this.quotes.saveAnswers(id, page, answer, derivedFields(page, answer));
      if (!updated) throw new NotFoundException(QUOTE_NOT_FOUND);
      await this.quotes.addEvents([
        { quoteId: id, at: this.clock.now(), type: 'page_updated', status: 'started', detail: page },
      ]);
      return this.view(updated);
    });
  }

  async price(id: string, token: string | undefined): Promise<QuoteView> {
    return this.locks.run(id, async () => {
      const quote = this.editable(await this.access.authorize(id, token));
      return this.view(await this.pricing.price(quote, 'web'));
    });
  }

  /**
   * Records the customer's confirmation that they read the documents and their answers are correct,
   * with the versions this server shows now: what a client says it showed is never taken.
   */
  async acceptDocuments(id: string, token: string | undefined): Promise<QuoteView> {
    return this.locks.run(id, async () => {
      const quote = this.editable(await this.access.authorize(id, token));
      this.assertBuyable(quote);
      const acceptance = { acceptedAt: this.clock.now(), versions: this.documentVersions(quote) };
      const updated = await this.quotes.accept(id, acceptance);
      if (!updated) throw new NotFoundException(QUOTE_NOT_FOUND);
      await this.quotes.addEvents([
        { quoteId: id, at: acceptance.acceptedAt, type: 'documents_accepted', status: 'quoted' },
      ]);
      return this.view(updated);
    });
  }

  /** The versions of the documents as this server shows them for these answers. */
  private documentVersions({ answers }: Pick<QuoteRecord, 'answers'>): AcceptedVersions {
    const { termsOfBusiness, policyBooklet, ipid } = this.brands.brand.documentVersions;
    return { statementOfFact: answersFingerprint(answers), ipid, policyBooklet, termsOfBusiness };
  }

  async choosePaymentOption(
    id: string,
    token: string | undefined,
    paymentOption: PaymentOption,
  ): Promise<QuoteView> {
    return this.locks.run(id, async () => {
      this.assertBuyable(this.editable(await this.access.authorize(id, token)));
      const updated = await this.quotes.choosePaymentOption(id, paymentOption);
      if (!updated) throw new NotFoundException(QUOTE_NOT_FOUND);
      await this.quotes.addEvents([
        {
          quoteId: id,
          at: this.clock.now(),
          type: 'payment_option',
          status: 'quoted',
          detail: paymentOption,
        },
      ]);
      return this.view(updated);
    });
  }

  /**
   * For payments (issue 7): records a paid quote as bought and issues its policy. Idempotent: a
   * quote already bought answers its policy again; otherwise only a valid quoted price can be bought.
   * The policy decides: it takes the quote's id, so of two callbacks on two instances one issues it and
   * the other answers the same policy. The quote is then marked bought by _id alone. `refuse` sees the quote under its lock before anything is
   * issued, and answers why it must not be bought (the payment checks that what was paid is still what
   * the quote costs), or undefined.
   */
  async markPurchased(
    quoteId: string,
    payment: Partial<PolicyPayment> = {},
    refuse: (quote: QuoteView) => string | undefined = () => undefined,
  ): Promise<{ quote: QuoteView; policy: PolicyView }> {
    return this.locks.run(quoteId, async () => {
      const quote = await this.quotes.findById(quoteId);
      if (!quote) throw new NotFoundException('Quote not found.');
      if (quote.status !== 'purchased') {
        this.assertBuyable(quote);
        const reason = refuse(this.view(quote));
        if (reason) throw new UnprocessableEntityException(reason);
      }
      const now = this.clock.now();
      const paymentOption = payment.paymentOption ?? quote.paymentOption ?? 'annual';
      // The policy first: if we stop between the two writes, calling again finishes the job.
      const policy = await this.policies.issue(quote, { ...payment, paymentOption }, now);
      // Each event after its write, and again on a replay (kept once by its key): a stop between the two
      // leaves the payment unsettled, and settling it again comes back here.
      await this.events.record('policy.issued', { type: 'policy', id: policy._id }, policy);
      if (quote.status === 'purchased') return this.bought(quote, policy);
      const bought = await this.quotes.markPurchased(quoteId, {
        policyNumber: policy.policyNumber,
        purchasedAt: now,
        paymentOption,
      });
      if (!bought) throw new NotFoundException('Quote not found.');
      await this.quotes.addEvents([
        { quoteId, at: now, type: 'purchased', status: 'purchased', detail: policy.policyNumber },
      ]);
      this.metrics.quotes.inc({ event: 'bought' });
      return this.bought(bought, policy);
    });
  }

  private async bought(quote: QuoteRecord, policy: PolicyView) {
    const view = this.view(quote);
    await this.events.record('quote.bought', { type: 'quote', id: view._id }, view);
    return { quote: view, policy };
  }

  /** A priced quote also says whether its customer still has documents to confirm before paying. */
  /** A bought quote's answers, which its policy's documents are made from again (a staff reissue). */
  async boughtAnswers(quoteId: string): Promise<CompleteAnswers | undefined> {
    const quote = await this.quotes.findById(quoteId);
    return quote?.status === 'purchased' ? (quote.answers as CompleteAnswers) : undefined;
  }

  private view(quote: QuoteRecord): QuoteView {
    const view = toQuoteView(quote, this.clock.now());
    if (quote.status !== 'quoted') return view;
    const problem = acceptanceProblem(quote.acceptance, this.documentVersions(quote));
    return problem ? { ...view, acceptanceProblem: problem } : view;
  }

  private editable(quote: QuoteRecord): QuoteRecord {
    if (quote.status === 'purchased') throw new ConflictException(BOUGHT);
    return quote;
  }

  private assertBuyable(quote: QuoteRecord): void {
    if (quote.status !== 'quoted') {
      throw new UnprocessableEntityException('Only a quote with a price can be bought.');
    }
    if (isPriceExpired(quote, this.clock.now())) {
      throw new UnprocessableEntityException(
        'This price has expired. Please retrieve your quote for a new one.',
      );
    }
    const problem = policyIssueProblem(quote.answers);
    if (problem) throw new UnprocessableEntityException(problem);
  }
}
