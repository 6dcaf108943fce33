import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { PaymentEvent, PaymentEventSchema } from './schemas/payment-event.schema';

/** The app's database name plus this: `ivy` keeps its provider events in `ivy_inbox`. */
export const inboxDatabaseName = (appDatabase: string) => `${appDatabase}_inbox`;

/**
 * The provider events (payment_events) live in a database of their own beside the app's. On the
 * embedded FerretDB each database is its own SQLite file with its own write lock, so recording a
 * webhook never waits behind the long writes of issuing a policy, and the provider is answered in
 * milliseconds. On MongoDB it is simply a second database on the same connection pool.
 */
export const paymentInbox = {
  provide: getModelToken(PaymentEvent.name),
  inject: [getConnectionToken()],
  useFactory: (connection: Connection) =>
    connection
      .useDb(inboxDatabaseName(connection.name), { useCache: true })
      .model(PaymentEvent.name, PaymentEventSchema),
};
