import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import {
  ErasureOutcome,
  ErasurePolicy,
  Findings,
  HeldRecord,
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
import { searchKey } from '../../common/search/search-keys';
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
    const [{ quotes, apart }, policies] = await Promise.all([
      this.quotesOf(subject),
      this.policiesOf(subject),
    ]);
    return {
      records: [
        ...quotes.map(({ quote, matchedBy }) => quoteHeld(quote, matchedBy)),
        ...policies.map((policy) => ({
          kind: 'Policy',
          reference: policy.policyNumber,
          at: policy.createdAt,
          id: `quote:${String(policy._id)}`,
          matchedBy: `policy number ${policy.policyNumber}, or its quote`,
          ...holdOf(policy),
        })),
      ],
      unverified: apart.map((quote) => quoteHeld(quote, `email ${quote.email} only, never verified`)),
      identifiers: {
        // A policy's holder and a bought quote proved their email by buying (and an opened emailed link
        // proves it too): those are followed; the email of a quote found otherwise is only what was typed.
        emails: [
          ...quotes.filter(({ quote }) => isProven(quote)).map(({ quote }) => quote.email),
          ...policies.map((p) => p.holder.email),
        ],
        webReferences: [
          ...quotes.map(({ quote }) => quote.webReference),
          ...policies.map((p) => p.webReference),
        ],
        policyNumbers: [
          ...quotes.map(({ quote }) => quote.policyNumber ?? ''),
          ...policies.map((p) => p.policyNumber),
        ],
        recordKeys: [
          ...quotes.map(({ quote }) => `quote:${String(quote._id)}`),
          ...policies.map((p) => `quote:${String(p._id)}`),
        ],
      },
      unprovenEmails: quotes.filter(({ quote }) => !isProven(quote)).map(({ quote }) => quote.email),
    };
  }

  async export(subject: Subject): Promise<unknown[]> {
    const [quotes, policies] = await Promise.all([this.requested(subject), this.policiesOf(subject)]);
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

  async coverEnds(subject: Subject): Promise<string[]> {
    return (await this.policiesOf(subject)).flatMap((record) =>
      record.retainedUntil ? [] : [record.endDate],
    );
  }

  async erase(subject: Subject, policy: ErasurePolicy): Promise<ErasureOutcome> {
    const quotes = await this.requested(subject);
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
          // A mid-term change's copy of the answers goes with the quote's, and the learner's dates with them.
          $unset: { answers: '', learner: '' },
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

  /**
   * The subject's quotes, each with why it is theirs, and apart those found by an email alone that none of
   * them proved: not bought, no emailed link opened, and not the name and date of birth of a quote with
   * the same email that was.
   */
  private async quotesOf(
    subject: Subject,
  ): Promise<{ quotes: { quote: QuoteRecord; matchedBy: string }[]; apart: QuoteRecord[] }> {
    const ids = recordIds(subject, 'quote');
    const filter = anyOf<Quote>([
      [subject.emails, { email: { $in: subject.emails } }],
      [subject.phones, { phoneKey: { $in: subject.phones } }],
      [subject.webReferences, { webReference: { $in: subject.webReferences } }],
      [ids, { _id: { $in: objectIds(ids) } }],
    ]);
    const found = filter ? await this.quotes.find(filter).lean<QuoteRecord[]>() : [];
    const quotes: { quote: QuoteRecord; matchedBy: string }[] = [];
    const apart: QuoteRecord[] = [];
    for (const quote of found) {
      const matchedBy = matchOf(quote, subject, found);
      if (matchedBy) quotes.push({ quote, matchedBy });
      else apart.push(quote);
    }
    return { quotes, apart };
  }

  private async requested(subject: Subject): Promise<QuoteRecord[]> {
    return (await this.quotesOf(subject)).quotes.map(({ quote }) => quote);
  }

  private policiesOf(subject: Subject): Promise<PolicyRecord[]> {
    const filter = anyOf<Policy>([
      [subject.policyNumbers, { policyNumber: { $in: subject.policyNumbers } }],
      [recordIds(subject, 'quote'), { _id: { $in: objectIds(recordIds(subject, 'quote')) } }],
    ]);
    return filter ? this.policies.find(filter).lean<PolicyRecord[]>() : Promise.resolve([]);
  }
}

function quoteHeld(quote: QuoteRecord, matchedBy: string): HeldRecord {
  return {
    kind: 'Quote',
    reference: quote.webReference,
    at: quote.createdAt,
    id: `quote:${String(quote._id)}`,
    matchedBy,
  };
}

/** The quote's email reached the person: they bought with it, or opened the link it was sent. */
function isProven(quote: QuoteRecord): boolean {
  return quote.status === 'purchased' || quote.emailVerified === quote.email;
}

const samePerson = (a: QuoteRecord, b: QuoteRecord) =>
  a.email === b.email &&
  a.dateOfBirth === b.dateOfBirth &&
  searchKey(`${a.firstName} ${a.lastName}`) === searchKey(`${b.firstName} ${b.lastName}`);

/** Why the quote is the subject's, or undefined when only an email nobody verified for it says so. */
function matchOf(quote: QuoteRecord, subject: Subject, found: QuoteRecord[]): string | undefined {
  if (subject.emails.includes(quote.email)) {
    if (quote.status === 'purchased') return `email ${quote.email}, bought with it`;
    if (quote.emailVerified === quote.email) return `email ${quote.email}, its emailed link opened`;
    const twin = found.find((other) => other !== quote && isProven(other) && samePerson(other, quote));
    if (twin) return `email ${quote.email}, with the name and date of birth of ${twin.webReference}`;
  }
  if (subject.webReferences.includes(quote.webReference)) return `web reference ${quote.webReference}`;
  if (quote.phoneKey && subject.phones.includes(quote.phoneKey)) return 'phone';
  if (subject.recordKeys.includes(`quote:${String(quote._id)}`))
    return 'ticked by staff, or with a record found';
  return undefined;
}
