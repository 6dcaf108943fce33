import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { appWithAdmin } from '#test/harness/app.fixture';
import { Clock } from '../../common/time/clock';
import { QuoteClient } from '../quotes/quote-http.fixture';
import { daysAhead } from '../quotes/quote-journey.fixture';
import { csvOf, importSheet, sampleRow } from '../renewals/import/renewals.fixture';
import { RenewalInvitations } from '../renewals/renewal-invitations.service';
import type { EventType } from './domain/event-types';
import { EventLog } from './event-log.service';
import { EventOutbox, OUTBOX_GRACE_MS } from './event-outbox.service';
import { EventsRepository } from './events.repository';

/** A change that tells of itself: which collection holds its outbox, and how to make it (its subject's id). */
interface Change {
  type: EventType;
  collection: string;
  make: (n: number) => Promise<string>;
}

describe('the events outbox: no change without its event', () => {
  const app = appWithAdmin();
  let db: Connection;
  beforeAll(() => {
    db = app.t.app.get<Connection>(getConnectionToken());
  });
  afterEach(() => jest.restoreAllMocks());

  const pricedQuote = async () => {
    const quote = await QuoteClient.complete(app.t);
    await quote.price().expect(200);
    return quote;
  };
  const policyNumber = (n: number) => `TEST-${String(n).padStart(6, '0')}`;

  const changes: Change[] = [
    { type: 'quote.priced', collection: 'quotes', make: async () => (await pricedQuote()).id },
    {
      type: 'enquiry.received',
      collection: 'contacts',
      make: async (n) => {
        const sent = await app.t
          .http()
          .post('/api/v1/utility/contact')
          .send({
            name: 'Aoife Byrne',
            email: `outbox${n}@example.ie`,
            phone: '087 123 4567',
            message: 'Can I add my daughter to my policy?',
          })
          .expect(201);
        const stored = await db.collection('contacts').findOne({ reference: sent.body.reference });
        return String(stored!._id);
      },
    },
    {
      type: 'import.finished',
      collection: 'renewal_imports',
      make: async (n) =>
        (await importSheet(app.t, app.admin, csvOf([sampleRow(n, { 'Renewal date': daysAhead(200) })])))._id,
    },
    {
      type: 'renewal.invited',
      collection: 'renewals',
      make: async (n) => {
        await importSheet(app.t, app.admin, csvOf([sampleRow(n, { 'Renewal date': daysAhead(25) })]));
        expect(await app.t.app.get(RenewalInvitations).run()).toMatchObject({ invited: 1 });
        const renewal = await db.collection('renewals').findOne({ policyNumber: policyNumber(n) });
        return String(renewal!._id);
      },
    },
    {
      type: 'data_subject.erased',
      collection: 'data_subject_erasures',
      make: async () => {
        const { webReference } = await pricedQuote();
        const erased = await app.admin
          .post('/api/v1/data-protection/erase')
          .send({ webReference })
          .expect(200);
        return erased.body.erasure.requestRef as string;
      },
    },
  ];

  const logged = (type: EventType, subjectId: string) =>
    db.collection('events').countDocuments({ type, subjectId });
  const pending = async (change: Change, subjectId: string) => {
    const holding = await db
      .collection(change.collection)
      .find({ pendingEventsAt: { $exists: true } })
      .toArray();
    return holding
      .flatMap((doc) => doc.pendingEvents as { type: string; subjectId: string }[])
      .filter((event) => event.type === change.type && event.subjectId === subjectId).length;
  };
  /** The relay as the housekeeping job runs it, `ms` from now. */
  const relayIn = async (ms: number) => {
    const clock = app.t.app.get(Clock);
    const later = new Date(clock.now().getTime() + ms);
    const now = jest.spyOn(clock, 'now').mockReturnValue(later);
    try {
      return await app.t.app.get(EventOutbox).relay();
    } finally {
      now.mockRestore();
    }
  };

  it.each(changes.map((change, i) => [change.type, change, i] as const))(
    '%s: copied into the log at once, its pending entry cleared by the relay without a second copy',
    async (_type, change, i) => {
      const id = await change.make(100 + i);
      await app.t.app.get(EventLog).idle();
      expect(await logged(change.type, id)).toBe(1);
      expect(await pending(change, id)).toBe(1);

      await relayIn(OUTBOX_GRACE_MS + 1_000);
      expect(await pending(change, id)).toBe(0);
      expect(await logged(change.type, id)).toBe(1);
    },
  );

  it.each(changes.map((change, i) => [change.type, change, i] as const))(
    '%s: a stop before the copy loses nothing, and the relay records it once',
    async (_type, change, i) => {
      const log = app.t.app.get(EventsRepository);
      const insert = log.insertInOrder.bind(log);
      // The process "dies" between the change and its copy: the copy of this change's event never happens.
      jest.spyOn(log, 'insertInOrder').mockImplementation(async (events) => {
        if (events.some((event) => event.type === change.type)) throw new Error('process stopped');
        return insert(events);
      });
      const id = await change.make(200 + i);
      await app.t.app.get(EventLog).idle();
      jest.restoreAllMocks();
      expect(await logged(change.type, id)).toBe(0);
      expect(await pending(change, id)).toBe(1);

      await relayIn(OUTBOX_GRACE_MS + 1_000);
      await relayIn(OUTBOX_GRACE_MS + 1_000);
      expect(await logged(change.type, id)).toBe(1);
      expect(await pending(change, id)).toBe(0);
    },
  );
});
