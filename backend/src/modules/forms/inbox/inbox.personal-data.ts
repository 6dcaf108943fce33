import { Provider } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { DeletedByEmail, EmailKeyedRecord } from '#src/common/data-protection/deleted-by-email';
import { PersonalDataOwner } from '#src/common/data-protection/personal-data-hook';
import type { FormDefinition } from './form-definition';
import type { Submission } from '../schemas/submission.schema';

type SubmissionRecord = Submission & { _id: unknown };

/**
 * One form's submissions (enquiries), found by the sender's email and included once staff tick them. An
 * erasure deletes them; the sweep deletes those older than the enquiry period. Their audit entries follow
 * through the record keys.
 */
@PersonalDataOwner()
export class InboxPersonalData<T extends Submission> extends DeletedByEmail<SubmissionRecord> {
  readonly section: string;
  protected readonly keyKind: string;

  constructor(
    model: Model<T>,
    private readonly form: FormDefinition<T>,
  ) {
    super(model as unknown as Model<EmailKeyedRecord>, {
      emailField: 'email',
      sweep: { kind: 'enquiries', cutoff: 'enquiries' },
    });
    this.section = form.names.type;
    this.keyKind = form.names.type;
  }

  protected held(record: SubmissionRecord) {
    return { kind: this.form.names.label, reference: record.reference, at: record.createdAt };
  }

  protected exported({ nameKey: _n, surnameKey: _s, ...record }: SubmissionRecord) {
    return { type: this.form.names.type, ...record };
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
