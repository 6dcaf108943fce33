import type { TestApp } from '#test/harness/test-app';
import {
  checkout,
  deliver,
  GOOD_MANDATE,
  records,
  sandboxEvent,
  saveMandate,
} from '../payments/payments.fixture';
import { QuoteClient } from '../quotes/quote-http.fixture';

type Stored = ReturnType<typeof records>;

/** A customer who bought on the monthly plan (so a Direct Debit mandate) and then wrote to the broker. */
export async function customerWithPolicy(t: TestApp, stored: Stored, email: string) {
  const quote = await QuoteClient.complete(t, (pages) => {
    pages.your_details.email = email;
  });
  await quote.price().expect(200);
  await quote.accept().expect(200);
  await saveMandate(t, quote, GOOD_MANDATE).expect(200);
  const started = await checkout(t, quote, 'monthly_deposit').expect(201);
  const payment = await stored.payment(started.body.paymentId);
  await deliver(
    t,
    sandboxEvent(started.body.paymentId, 'payment.succeeded', {
      amountCents: payment.amountCents,
      currency: 'EUR',
      card: { brand: 'Visa', last4: '4242' },
    }),
  );
  const [policy] = await stored.policies(quote.id);
  await contactFrom(t, email);
  return { quote, policy, paymentId: String(started.body.paymentId) };
}

/** A message through the contact form (an enquiry, and an acknowledgement in the outbox). */
export async function contactFrom(t: TestApp, email: string): Promise<void> {
  await t
    .http()
    .post('/api/v1/utility/contact')
    .send({ name: 'Aoife Byrne', email, phone: '087 123 4567', message: 'When does my cover start?' })
    .expect(201);
}

/** A person who priced a quote, saved it and never bought; `holder` changes who they say they are. */
export async function quoteOnly(
  t: TestApp,
  email: string,
  holder: { firstName?: string; lastName?: string; dateOfBirth?: string } = {},
): Promise<QuoteClient> {
  const quote = await QuoteClient.complete(t, (pages) => {
    Object.assign(pages.your_details, holder, { email });
  });
  await quote.price().expect(200);
  await quote.save().expect(200);
  return quote;
}

/** Opens the resume link the quote's save emailed, as its reader would. */
export async function openResumeLink(
  t: TestApp,
  stored: Stored,
  quote: QuoteClient,
  email: string,
): Promise<void> {
  const mail = (await stored.mails(email)).find((m) => String(m.subject).includes(quote.webReference));
  const token = /get-a-quote\/\w+\?token=([\w-]+)/.exec(String(mail?.text))?.[1];
  await t.http().post(`/api/v1/quotes/${quote.id}/resume`).send({ token }).expect(200);
}
