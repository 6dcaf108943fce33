import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import {
  ErasureOutcome,
  ErasurePolicy,
  Findings,
  holdOf,
  LEGAL_RETENTION_REASON,
  PersonalDataHook,
  PersonalDataOwner,
  RetentionCutoffs,
  recordIds,
  Subject,
  SweepCount,
} from '../../common/data-protection/personal-data-hook';
import { anyOf, objectIds } from '../../common/data-protection/queries';
import { dublinIsoDate } from '../../common/time/dates';
import { QUOTE_STATUSES } from './domain/pages';
import { Policy, PolicyRecord } from './schemas/policy.schema';
import { Quote, QuoteRecord } from './schemas/quote.schema';
import { QuoteEvent } from './schemas/quote-event.schema';

const UNBOUGHT = QUOTE_STATUSES.filter((status) => status !== 'purchased');
const SWEEP_BATCH = 500;

/**
 * Quotes (their answers and history) and policies. An erasure deletes every quote; a policy whose
 * retention period has not passed is kept with the holder's name and the contract's terms only.
 */
@Injectable()
@PersonalDataOwner()
export class QuotesPersonalData implements PersonalDataHook {
  readonly section = 'quotes';

  constructor(
    @InjectModel(Quote.name) private readonly quotes: Model<Quote>,
    @InjectModel(QuoteEvent.name) private readonly events: Model<QuoteEvent>,
    @InjectModel(Policy.name) private readonly policies: Model<Policy>,
  ) {}

  async find(subject: Subject): Promise<Findings> {
    const [quotes, policies] = await Promise.all([this.quotesOf(subject), this.policiesOf(subject)]);
    return {
      records: [
        ...quotes.map((quote) => ({ kind: 'Quote', reference: quote.webReference, at: quote.createdAt })),
        ...policies.map((policy) => ({
          kind: 'Policy',
          reference: policy.policyNumber,
          at: policy.createdAt,
          ...holdOf(policy),
        })),
      ],
      identifiers: {
        emails: [...quotes.map((q) => q.email), ...policies.map((p) => p.holder.email)],
        webReferences: [...quotes.map((q) => q.webReference), ...policies.map((p) => p.webReference)],
        policyNumbers: [...quotes.map((q) => q.policyNumber ?? ''), ...policies.map((p) => p.policyNumber)],
        recordKeys: [
          ...quotes.map((q) => `quote:${String(q._id)}`),
          ...policies.map((p) => `quote:${String(p._id)}`),
        ],
      },
    };
  }

  async export(subject: Subject): Promise<unknown[]> {
    const [quotes, policies] = await Promise.all([this.quotesOf(subject), this.policiesOf(subject)]);
    const events = quotes.length
      ? await this.events
          .find({ quoteId: { $in: quotes.map((q) => q._id) } })
          .sort({ at: 1 })
          .lean()
      : [];
    return [
      ...quotes.map(({ access: _a, resume: _r, nameKey: _n, surnameKey: _s, phoneKey: _p, ...quote }) => ({
        type: 'quote',
        ...quote,
        history: events
          .filter((event) => String(event.quoteId) === String(quote._id))
          .map(({ _id, quoteId: _q, ...event }) => event),
      })),
      ...policies.map((policy) => ({ type: 'policy', ...policy })),
    ];
  }

  async erase(subject: Subject, policy: ErasurePolicy): Promise<ErasureOutcome> {
    const quotes = await this.quotesOf(subject);
    const quoteIds = quotes.map((q) => q._id);
    if (quoteIds.length > 0) {
      await this.events.deleteMany({ quoteId: { $in: quoteIds } });
      await this.quotes.deleteMany({ _id: { $in: quoteIds } });
    }
    const outcome: ErasureOutcome = { deleted: quoteIds.length, anonymised: 0, held: 0 };
    for (const record of await this.policiesOf(subject)) {
      const retainedUntil = record.retainedUntil ?? policy.retainedUntil(record.endDate);
      if (retainedUntil <= policy.now) {
        await this.policies.deleteOne({ _id: record._id });
        outcome.deleted++;
        continue;
      }
      await this.policies.updateOne(
        { _id: record._id },
        {
          $set: {
            holder: {
              firstName: record.holder.firstName,
              lastName: record.holder.lastName,
              email: '',
              phone: '',
              dateOfBirth: '',
              address: { line1: '', town: '', county: record.holder.address.county, eircode: '' },
            },
            retainedUntil,
            retainedFor: LEGAL_RETENTION_REASON,
          },
        },
      );
      outcome.anonymised++;
      outcome.held++;
    }
    return outcome;
  }

  async sweep(cutoffs: RetentionCutoffs): Promise<SweepCount[]> {
    let quotes = 0;
    const filter = { status: { $in: UNBOUGHT }, createdDay: { $lt: dublinIsoDate(cutoffs.unboughtQuotes) } };
    for (;;) {
      const batch = await this.quotes.find(filter, { _id: 1 }).limit(SWEEP_BATCH).lean();
      if (batch.length === 0) break;
      const ids = batch.map((quote) => quote._id);
      await this.events.deleteMany({ quoteId: { $in: ids } });
      quotes += (await this.quotes.deleteMany({ _id: { $in: ids } })).deletedCount;
    }
    const held = await this.policies.deleteMany({ retainedUntil: { $lte: cutoffs.now } });
    return [
      { section: this.section, kind: 'unbought quotes', count: quotes },
      { section: this.section, kind: 'held policies past their retention', count: held.deletedCount },
    ];
  }

  private quotesOf(subject: Subject): Promise<QuoteRecord[]> {
    const filter = anyOf<Quote>([
      [subject.emails, { email: { $in: subject.emails } }],
      [subject.phones, { phoneKey: { $in: subject.phones } }],
      [subject.webReferences, { webReference: { $in: subject.webReferences } }],
      [recordIds(subject, 'quote'), { _id: { $in: objectIds(recordIds(subject, 'quote')) } }],
    ]);
    return filter ? this.quotes.find(filter).lean<QuoteRecord[]>() : Promise.resolve([]);
  }

  private policiesOf(subject: Subject): Promise<PolicyRecord[]> {
    const filter = anyOf<Policy>([
      [subject.policyNumbers, { policyNumber: { $in: subject.policyNumbers } }],
      [recordIds(subject, 'quote'), { _id: { $in: objectIds(recordIds(subject, 'quote')) } }],
    ]);
    return filter ? this.policies.find(filter).lean<PolicyRecord[]>() : Promise.resolve([]);
  }
}
