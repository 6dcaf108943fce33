import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { OutgoingMail } from './mail-transport';
import { OutboxMail } from './schemas/outbox-mail.schema';

/** The only code that touches the outbox, the mail kept in the database for staff and tests to read. */
@Injectable()
export class OutboxRepository {
  constructor(@InjectModel(OutboxMail.name) private readonly outbox: Model<OutboxMail>) {}

  async insert(mail: OutgoingMail): Promise<void> {
    await this.outbox.create(mail);
  }

  /** Newest first, to one address or all. */
  list({ to }: { to?: string }, { skip, limit }: { skip: number; limit: number }) {
    const filter = to ? { to } : {};
    return Promise.all([
      this.outbox.find(filter).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean(),
      this.outbox.countDocuments(filter),
    ]);
  }
}
