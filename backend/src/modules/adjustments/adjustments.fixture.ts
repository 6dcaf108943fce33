import type mongoose from 'mongoose';
import type { TestApp } from '#test/harness/test-app';
import { checkout, deliver, records, sandboxEvent } from '../payments/payments.fixture';
import { accessCodeHash } from '../documents/policyholder/access-code';
import { POLICY_TOKEN_HEADER } from '../documents/policyholder/policyholder-access.service';
import { type Pages, QuoteClient } from '../quotes/quote-http.fixture';
import { daysAhead, yearsAgo } from '../quotes/quote-journey.fixture';
import { dublinIsoDate } from '../../common/time/dates';
import { namedDriver } from './domain/adjustment.fixture';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A learner permit holder of 26, accompanied (as the rules require) by a parent with a full licence. */
export function learnerQuote(
  t: TestApp,
  changes: (pages: Pages) => void = () => undefined,
): Promise<QuoteClient> {
  return QuoteClient.complete(t, (pages) => {
    pages.your_details.dateOfBirth = yearsAgo(26, 40);
    Object.assign(pages.your_driving_history, {
      licenceType: 'learner_permit',
      licenceYears: 0,
      ncbYears: 0,
      permitExpiryDate: daysAhead(400),
    });
    pages.additional_drivers.drivers.push(
      namedDriver(dublinIsoDate(new Date()), {
        firstName: 'Máire',
        relationship: 'parent',
        licenceYears: 30,
      }),
    );
    changes(pages);
  });
}

/** The quote priced, paid with the sandbox card and settled: its policy as stored. */
export async function bought(t: TestApp, db: mongoose.Connection, quote: QuoteClient): Promise<Json> {
  await quote.price().expect(200);
  await quote.accept().expect(200);
  const res = await checkout(t, quote).expect(201);
  const payment = await records(db).payment(res.body.paymentId);
  await deliver(
    t,
    sandboxEvent(res.body.paymentId, 'payment.succeeded', {
      amountCents: payment.amountCents,
      currency: 'EUR',
      card: { brand: 'Visa', last4: '4242' },
    }),
  );
  const [policy] = await records(db).policies(quote.id);
  return policy;
}

/** A /my-policy session, its code stored as if emailed (the code's own tests are the documents module's). */
export async function policySession(t: TestApp, db: mongoose.Connection, policy: Json): Promise<string> {
  const policyId = String(policy._id);
  await db
    .collection('policyholder_access_codes')
    .updateOne(
      { _id: policyId as never },
      { $set: { codeHash: accessCodeHash(policyId, '123456'), expiresAt: new Date(Date.now() + 600_000) } },
      { upsert: true },
    );
  const res = await t
    .http()
    .post('/api/v1/my-policy/session')
    .send({ reference: policy.policyNumber, dateOfBirth: policy.holder.dateOfBirth, code: '123456' })
    .expect(200);
  return res.body.session.token as string;
}

/** A bought policy and the calls its policyholder makes on /my-policy, with a session on it. */
export async function myPolicyClient(t: TestApp, db: mongoose.Connection, quote: QuoteClient) {
  const policy = await bought(t, db, quote);
  const token = await policySession(t, db, policy);
  const as = <T extends { set(name: string, value: string): T }>(req: T) =>
    req.set(POLICY_TOKEN_HEADER, token);
  return {
    policy,
    token,
    price: (body: Json) => as(t.http().post('/api/v1/my-policy/adjustments/quote')).send(body),
    confirm: (adjustmentId: string) =>
      as(t.http().post('/api/v1/my-policy/adjustments')).send({ adjustmentId }),
    page: () => as(t.http().get('/api/v1/my-policy')).expect(200),
    stored: async () => (await records(db).policies(String(policy._id)))[0],
  };
}
