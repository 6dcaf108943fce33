import type request from 'supertest';
import type { TestApp } from '#test/harness/test-app';
import { QUOTE_TOKEN_HEADER } from './quote-access.service';
import { journeyPages } from './quote-journey.fixture';

export type Pages = ReturnType<typeof journeyPages>;
type Json = Record<string, unknown>;

export const PAGE_PATHS = {
  your_details: 'your-details',
  your_car: 'your-car',
  your_driving_history: 'driving-history',
  additional_drivers: 'additional-drivers',
  claims: 'claims',
  cover: 'cover',
} as const;

/** A visitor's quote over HTTP: its id and access token, and the calls the journey makes. */
export class QuoteClient {
  constructor(
    private readonly t: TestApp,
    readonly id: string,
    public token: string,
    readonly webReference: string,
  ) {}

  static async start(t: TestApp, details: Json = journeyPages().your_details): Promise<QuoteClient> {
    const res = await t.http().post('/api/v1/quotes').send(details);
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return new QuoteClient(t, res.body.quote._id, res.body.accessToken, res.body.quote.webReference);
  }

  /** Created and every page answered; `changes` edits the pages first. */
  static async complete(t: TestApp, changes: (pages: Pages) => void = () => undefined): Promise<QuoteClient> {
    const pages = journeyPages();
    changes(pages);
    const quote = await QuoteClient.start(t, pages.your_details);
    for (const page of Object.keys(PAGE_PATHS).slice(1) as (keyof Pages)[]) {
      const res = await quote.page(page, pages[page]);
      if (res.status !== 200) throw new Error(`${page} failed: ${res.status} ${JSON.stringify(res.body)}`);
    }
    return quote;
  }

  get(): request.Test {
    return this.t.http().get(`/api/v1/quotes/${this.id}`).set(QUOTE_TOKEN_HEADER, this.token);
  }

  page(page: keyof Pages, body: unknown): request.Test {
    return this.t
      .http()
      .put(`/api/v1/quotes/${this.id}/${PAGE_PATHS[page]}`)
      .set(QUOTE_TOKEN_HEADER, this.token)
      .send(body as object);
  }

  price(): request.Test {
    return this.t.http().post(`/api/v1/quotes/${this.id}/price`).set(QUOTE_TOKEN_HEADER, this.token);
  }

  choose(paymentOption: string): request.Test {
    return this.t
      .http()
      .put(`/api/v1/quotes/${this.id}/payment-option`)
      .set(QUOTE_TOKEN_HEADER, this.token)
      .send({ paymentOption });
  }

  /** Ticks "I have read the documents and my answers are correct", as the summary does before paying. */
  accept(confirmed: unknown = true): request.Test {
    return this.t
      .http()
      .put(`/api/v1/quotes/${this.id}/acceptance`)
      .set(QUOTE_TOKEN_HEADER, this.token)
      .send({ confirmed });
  }

  save(): request.Test {
    return this.t.http().post(`/api/v1/quotes/${this.id}/save`).set(QUOTE_TOKEN_HEADER, this.token);
  }
}
