import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { randomToken, safeEqual, sha256 } from '../../common/crypto/tokens';
import { Clock } from '../../common/time/clock';
import { QuotesRepository } from './quotes.repository';
import { QuoteRecord, TokenRecord } from './schemas/quote.schema';

/** The header that carries a quote's access token on every call after the first. */
export const QUOTE_TOKEN_HEADER = 'X-Quote-Token';
export const QUOTE_NOT_FOUND = 'We could not find this quote.';
export const QUOTE_TOKEN_DAYS = 30;
const DAY_MS = 86_400_000;
const MAX_TOKEN_LENGTH = 200;

export interface IssuedToken {
  token: string;
  record: TokenRecord;
}

/**
 * A quote holds personal data, so its id alone opens nothing: each call also needs the quote's
 * access token (32 random bytes, stored as a hash). A wrong token and an unknown id answer the same.
 */
@Injectable()
export class QuoteAccess {
  constructor(
    private readonly quotes: QuotesRepository,
    private readonly clock: Clock,
  ) {}

  issue(): IssuedToken {
    const token = randomToken(32);
    return {
      token,
      record: { tokenHash: sha256(token), expiresAt: this.clock.in(QUOTE_TOKEN_DAYS * DAY_MS) },
    };
  }

  /** 401 without a token or with an expired one; 404 when the id and token do not go together. */
  async authorize(id: string, token: string | undefined): Promise<QuoteRecord> {
    if (!token)
      throw new UnauthorizedException(`Please send the quote's access token (${QUOTE_TOKEN_HEADER}).`);
    const quote = await this.quotes.findById(id);
    if (!quote || !matches(quote.access, token)) throw new NotFoundException(QUOTE_NOT_FOUND);
    if (quote.access && quote.access.expiresAt <= this.clock.now()) {
      throw new UnauthorizedException(
        'Your access to this quote has expired. Please retrieve it with its web reference.',
      );
    }
    return quote;
  }

  /** The resume link's token: it only opens the quote once exchanged for a new access token. */
  resumeMatches(quote: QuoteRecord, token: string): boolean {
    return (
      matches(quote.resume, token) && quote.resume !== undefined && quote.resume.expiresAt > this.clock.now()
    );
  }
}

function matches(stored: TokenRecord | undefined, token: string): boolean {
  return (
    stored !== undefined && token.length <= MAX_TOKEN_LENGTH && safeEqual(sha256(token), stored.tokenHash)
  );
}
