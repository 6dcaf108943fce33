import { Provider } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import {
  ErasureOutcome,
  Findings,
  NOTHING_ERASED,
  PersonalDataHook,
  PersonalDataOwner,
  RetentionCutoffs,
  Subject,
  SweepCount,
} from '../../../common/data-protection/personal-data-hook';
import type { FormDefinition } from './form-definition';
import type { Submission } from './submission.schema';

/**
 * One form's submissions (enquiries), found by the sender's email. An erasure deletes them; the sweep
 * deletes those older than the enquiry period. Their audit entries follow through the record keys.
 */
@PersonalDataOwner()
export class InboxPersonalData<T extends Submission> implements PersonalDataHook {
  readonly section: string;

  constructor(
    private readonly model: Model<T>,
    private readonly form: FormDefinition<T>,
  ) {
    this.section = form.names.type;
  }

  async find(subject: Subject): Promise<Findings> {
    const records = await this.read(subject);
    return {
      records: records.map((record) => ({
        kind: this.form.names.label,
        reference: record.reference,
        at: record.createdAt,
      })),
      identifiers: { recordKeys: records.map((record) => `${this.form.names.type}:${String(record._id)}`) },
    };
  }

  async export(subject: Subject): Promise<unknown[]> {
    return (await this.read(subject)).map(({ nameKey: _n, surnameKey: _s, ...record }) => ({
      type: this.form.names.type,
      ...record,
    }));
  }

  async erase(subject: Subject): Promise<ErasureOutcome> {
    if (subject.emails.length === 0) return NOTHING_ERASED;
    const deleted = await this.model.deleteMany({ email: { $in: subject.emails } });
    return { deleted: deleted.deletedCount, anonymised: 0, held: 0 };
  }

  async sweep(cutoffs: RetentionCutoffs): Promise<SweepCount[]> {
    const deleted = await this.model.deleteMany({ createdAt: { $lt: cutoffs.enquiries } });
    return [{ section: this.section, kind: 'enquiries', count: deleted.deletedCount }];
  }

  private read(subject: Subject) {
    if (subject.emails.length === 0) return Promise.resolve([]);
    return this.model
      .find({ email: { $in: subject.emails } })
      .sort({ createdAt: -1, _id: -1 })
      .lean<(Submission & { _id: unknown })[]>();
  }
}

/** Provides a form's PersonalDataHook beside its inbox; the form's module registers its model. */
export function inboxPersonalData<T extends Submission>(form: FormDefinition<T>): Provider {
  return {
    provide: `${form.inboxToken}PersonalData`,
    inject: [getModelToken(form.modelName)],
    useFactory: (model: Model<T>) => new InboxPersonalData(model, form),
  };
}
