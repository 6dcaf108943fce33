import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { EventOutbox, outboxFields, outboxOf, type PendingEvent } from '../events';
import { Erasure } from './schemas/erasure.schema';

/** The erasures done, each written with its event for integrators. */
@Injectable()
export class ErasuresRepository {
  constructor(
    @InjectModel(Erasure.name) private readonly erasures: Model<Erasure>,
    outbox: EventOutbox,
  ) {
    outbox.register(outboxOf('data subject erasures', this.erasures));
  }

  async record(requestRef: string, erasedAt: Date, event: PendingEvent): Promise<void> {
    await this.erasures.create({ _id: requestRef, erasedAt, ...outboxFields(event) });
  }
}
