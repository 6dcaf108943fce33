import { Injectable, NotFoundException } from '@nestjs/common';
import { sha256 } from '../../common/crypto/tokens';
import type { RateLimitCheck } from '../../common/throttling/rate-limit-verdict';
import { Clock } from '../../common/time/clock';
import { AppConfig } from '../../config/app-config';
import { BrandService } from '../../config/brand';
import { LockoutService } from '../lockout';
import { MailService } from '../mail';
import { QuoteAccess } from './quote-access.service';
import { QuoteLocks } from './quote-locks';
import { resumeEmail } from './quote-resume-mail';
import { QuotePricing } from './quote-pricing.service';
import { RetrieveQuoteDto } from './dto/quote-access.dto';
import { QuoteView, toQuoteView } from './quote.views';
import { QuotesRepository } from './quotes.repository';
import { QuoteRecord } from './schemas/quote.schema';
import { QuoteEventType } from './schemas/quote-event.schema';

/** The same words for an unknown reference and for wrong details: a reference never shows it exists. */
export const NO_MATCHING_QUOTE = 'We could not find a quote with those details.';
const LOCKED = 'Too many attempts for this quote reference. Please try again in 15 minutes, or call us.';

export interface OpenedQuote {
  quote: QuoteView;
  accessToken: string;
}

const retrieveLockKey = (webReference: string) => `quote-retrieve:${sha256(webReference)}`;

/**
 * Coming back to a quote: by web reference plus date of birth or email, or by the emailed resume
 * link. Each hands out a fresh access token (the old one stops working).
 */
@Injectable()
export class QuoteRetrievalService {
  constructor(
    private readonly quotes: QuotesRepository,
    private readonly access: QuoteAccess,
    private readonly pricing: QuotePricing,
    private readonly locks: QuoteLocks,
    private readonly lockouts: LockoutService,
    private readonly mail: MailService,
    private readonly brand: BrandService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Failures count per typed reference, real or not, in the database: five wrong guesses lock the
   * reference for 15 minutes whatever the number of clients guessing. `allowed` is the client's rate limit,
   * counted while the lock and the quote are read: a client over it learns nothing and changes nothing.
   */
  async retrieve(input: RetrieveQuoteDto, allowed: RateLimitCheck): Promise<OpenedQuote> {
    const key = retrieveLockKey(input.webReference);
    const reading = Promise.all([
      this.lockouts.attempt(key, LOCKED),
      this.quotes.findByWebReference(input.webReference),
    ]);
    reading.catch(() => undefined);
    await allowed().catch(async (refused: unknown) => {
      await reading.then(([attempt]) => attempt.withdrawn()).catch(() => undefined);
      throw refused;
    });
    const [attempt, quote] = await reading;
    const matches =
      quote !== null &&
      (input.dateOfBirth === undefined || quote.dateOfBirth === input.dateOfBirth) &&
      (input.email === undefined || quote.email === input.email);
    if (!matches) {
      await attempt.failed();
      throw new NotFoundException(NO_MATCHING_QUOTE);
    }
    await attempt.succeeded();
    return this.open(quote, 'retrieved');
  }

  /** Emails a link that brings the customer back to this quote, with its web reference. */
  async save(id: string, token: string | undefined): Promise<{ webReference: string }> {
    const quote = await this.access.authorize(id, token);
    const { token: resumeToken, record } = this.access.issue();
    await this.quotes.saveResume(id, record);
    const link = `${this.config.publicUrl}/get-a-quote/${id}?${new URLSearchParams({ token: resumeToken })}`;
    const { firstName } = quote.answers.your_details;
    await this.mail.send({
      to: quote.email,
      ...resumeEmail(this.brand.name, firstName, quote.webReference, link),
    });
    await this.quotes.addEvents([{ quoteId: id, at: this.clock.now(), type: 'saved', status: quote.status }]);
    return { webReference: quote.webReference };
  }

  async resume(id: string, resumeToken: string): Promise<OpenedQuote> {
    const quote = await this.quotes.findById(id);
    if (!quote || !this.access.resumeMatches(quote, resumeToken))
      throw new NotFoundException(NO_MATCHING_QUOTE);
    // The link went to the quote's email: opening it proves the email is the customer's.
    return this.open(quote, 'resumed', { emailVerified: quote.email });
  }

  private async open(
    found: QuoteRecord,
    event: QuoteEventType,
    proof: Pick<Partial<QuoteRecord>, 'emailVerified'> = {},
  ): Promise<OpenedQuote> {
    const id = String(found._id);
    return this.locks.run(id, async () => {
      const { token, record } = this.access.issue();
      const grant = { access: record, ...proof };
      const opened = (quote: QuoteRecord) => [
        { quoteId: id, at: this.clock.now(), type: event, status: quote.status },
      ];
      // The access token and a renewed price go in one write. The quote read before the lock is still
      // current unless a request changed it since: the write checks that, and only then is it read again.
      let current = await this.pricing.refreshWith(found, grant, opened(found), true);
      if (!current) {
        const quote = (await this.quotes.findById(id)) ?? found;
        current = (await this.pricing.refreshWith(quote, grant, opened(quote), false)) ?? quote;
      }
      return { quote: toQuoteView(current, this.clock.now()), accessToken: token };
    });
  }
}
