import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { PaymentMandate, PaymentMandateRecord } from './schemas/payment-mandate.schema';

/** The only code that touches the mandates: one per payment subject, `_id` its mandate key. */
@Injectable()
export class MandatesRepository {
  constructor(@InjectModel(PaymentMandate.name) private readonly mandates: Model<PaymentMandate>) {}

  /** A new mandate replaces the subject's earlier one. */
  async save(mandate: PaymentMandateRecord): Promise<void> {
    await this.mandates.replaceOne({ _id: mandate._id }, mandate, { upsert: true });
  }

  findById(id: string): Promise<PaymentMandateRecord | null> {
    return this.mandates.findById(id).lean<PaymentMandateRecord>();
  }
}
