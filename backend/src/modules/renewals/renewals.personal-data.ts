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
import { coverEndOf } from '../../common/data-protection/cover-end';
import { anyOf, objectIds } from '../../common/data-protection/queries';
import { searchKey } from '../../common/search/search-keys';
import { Renewal, RenewalRecord } from './schemas/renewal.schema';

/**
 * Renewal offers. A paid renewal is a policy record the law keeps: it keeps the policy number, the
 * customer's name and the terms; the contact details, date of birth, history and timeline go. An
 * offer never paid is deleted. (The content hash stays, so re-importing the same row changes nothing.)
 */
@Injectable()
@PersonalDataOwner()
export class RenewalsPersonalData implements PersonalDataHook {
  readonly section = 'renewals';

  constructor(@InjectModel(Renewal.name) private readonly renewals: Model<Renewal>) {}

  async find(subject: Subject): Promise<Findings> {
    const renewals = await this.read(subject);
    return {
      records: renewals.map((renewal) => ({
        kind: 'Renewal offer',
        reference: renewal.policyNumber,
        at: renewal.createdAt,
        id: `renewal:${String(renewal._id)}`,
        matchedBy: `policy number ${renewal.policyNumber}, or email on the insurer's renewal file`,
        ...holdOf(renewal),
      })),
      identifiers: {
        // The insurer's file gives the policyholder's own email: followed like one a purchase proved.
        emails: renewals.map((r) => r.email),
        policyNumbers: renewals.map((r) => r.policyNumber),
        recordKeys: renewals.map((r) => `renewal:${String(r._id)}`),
      },
    };
  }

  async export(subject: Subject): Promise<unknown[]> {
    return (await this.read(subject)).map(
      ({
        policyKey: _p,
        nameKey: _n,
        surnameKey: _s,
        emailKey: _e,
        registrationKey: _r,
        contentHash: _c,
        ...renewal
      }) => ({
        type: 'renewal',
        ...renewal,
      }),
    );
  }

  async coverEnds(subject: Subject): Promise<string[]> {
    return (await this.read(subject)).flatMap((renewal) =>
      renewal.status === 'paid' && !renewal.retainedUntil ? [coverEndOf(renewal.renewalDate)] : [],
    );
  }

  async erase(subject: Subject, policy: ErasurePolicy): Promise<ErasureOutcome> {
    const outcome: ErasureOutcome = { deleted: 0, anonymised: 0, held: 0 };
    for (const renewal of await this.read(subject)) {
      const until = renewal.retainedUntil ?? policy.retainedUntil(coverEndOf(renewal.renewalDate));
      if (renewal.status !== 'paid' || until <= policy.now) {
        await this.renewals.deleteOne({ _id: renewal._id });
        outcome.deleted++;
        continue;
      }
      await this.renewals.updateOne(
        { _id: renewal._id },
        {
          $set: { email: '', dateOfBirth: '', retainedUntil: until, retainedFor: LEGAL_RETENTION_REASON },
          $unset: { phone: 1, history: 1, events: 1, nameKey: 1, surnameKey: 1, emailKey: 1 },
        },
      );
      outcome.anonymised++;
      outcome.held++;
    }
    return outcome;
  }

  async sweep(cutoffs: RetentionCutoffs): Promise<SweepCount[]> {
    const kept = await this.renewals.deleteMany({ retainedUntil: { $lte: cutoffs.now } });
    return [{ section: this.section, kind: 'kept renewals past their retention', count: kept.deletedCount }];
  }

  private read(subject: Subject): Promise<RenewalRecord[]> {
    const emailKeys = subject.emails.map(searchKey);
    const filter = anyOf<Renewal>([
      [subject.policyNumbers, { policyNumber: { $in: subject.policyNumbers } }],
      [emailKeys, { emailKey: { $in: emailKeys } }],
      [recordIds(subject, 'renewal'), { _id: { $in: objectIds(recordIds(subject, 'renewal')) } }],
    ]);
    return filter ? this.renewals.find(filter).lean<RenewalRecord[]>() : Promise.resolve([]);
  }
}
