import { Inject, Provider } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import { Model, QueryFilter } from 'mongoose';
import { Clock } from '#src/common/time/clock';
import { backfillSearchKeys } from '#src/common/search/backfill-search-keys';
import { fullNameKeys, prefixSearch } from '#src/common/search/search-keys';
import { AuditService } from '../../audit';
import { EventLog, EventOutbox, outboxFields, outboxOf, pendingEvent, type PendingEvent } from '../../events';
import { AuditedCollection, View } from '#src/common/collections/audited-collection';
import type { ClientInfo } from '#src/common/http/client';
import { BotFields, BotGate } from './bot-gate';
import type { FormDefinition } from './form-definition';
import { FormMailer } from './form-mailer';
import { periodsOf } from './periods';
import { newReference } from './references';
import { NEWEST_FIRST, SUBMISSION_SEARCH } from '../schemas/submission.schema';
import type { FormFields, Submission, SubmissionStatus } from '../schemas/submission.schema';

export interface SubmissionQuery {
  page?: number;
  page_size?: number;
  status?: SubmissionStatus;
  search?: string;
}

const REFERENCE_ATTEMPTS = 3;

function isDuplicateReference(error: unknown): boolean {
  const { code, keyPattern } = error as { code?: number; keyPattern?: Record<string, unknown> };
  return code === 11000 && keyPattern?.reference !== undefined;
}

/**
 * One public form's inbox: takes a submission in (bot checks, the form's own rules, a reference,
 * the statistics periods, the two emails) and lets staff work through it (status, note, delete;
 * every change audited). Every form is an inbox with its own FormDefinition.
 */
export class FormInbox<T extends Submission> extends AuditedCollection<T> {
  constructor(
    model: Model<T>,
    audit: AuditService,
    private readonly form: FormDefinition<T>,
    private readonly gate: BotGate,
    private readonly mailer: FormMailer,
    private readonly clock: Clock,
    private readonly events: EventLog,
  ) {
    super(model, audit, form.names);
  }

  async submit(input: FormFields<T> & BotFields, client: ClientInfo): Promise<{ reference: string }> {
    const { website, captchaToken, ...rest } = input;
    const fields = rest as unknown as FormFields<T>;
    // A bot gets the receipt a person would, so it cannot tell that it was caught.
    if (this.gate.isTrapped({ website })) return { reference: newReference(this.form.referencePrefix) };
    const now = this.clock.now();
    const prepared = this.form.prepare ? this.form.prepare(fields, now) : fields;
    await this.gate.checkCaptcha({ captchaToken }, client.ip);
    const { record, event } = await this.store(prepared, now);
    // Not awaited: the event is safe in the submission's outbox, and the visitor need not wait for the log.
    void this.events.publish(event);
    await this.mailer.sendReceipts(this.form, record);
    return { reference: record.reference };
  }

  /** Newest first; `key` names the list in the answer (SPEC: `contacts` for contacts). */
  list<K extends string>(key: K, query: SubmissionQuery) {
    const filter: QueryFilter<Submission> = {};
    if (query.status) filter.status = query.status;
    if (query.search) Object.assign(filter, prefixSearch(query.search, SUBMISSION_SEARCH));
    return this.page(key, filter as QueryFilter<T>, NEWEST_FIRST, query);
  }

  /** Stores the submission with `enquiry.received` in its outbox. */
  private async store(fields: FormFields<T>, now: Date): Promise<{ record: View<T>; event: PendingEvent }> {
    for (let attempt = 1; ; attempt++) {
      const reference = newReference(this.form.referencePrefix);
      try {
        const fresh = { ...fields, reference, ...fullNameKeys(fields.name), ...periodsOf(now) };
        let event: PendingEvent | undefined;
        const record = await this.insertWith(fresh as unknown as Partial<T>, now, (stored) => {
          // The subject's type names the form (contact, feedback…), as the audit log does.
          event = pendingEvent(
            'enquiry.received',
            { type: this.form.names.type, id: stored._id },
            stored,
            now,
          );
          return outboxFields(event);
        });
        return { record, event: event! };
      } catch (error) {
        if (attempt >= REFERENCE_ATTEMPTS || !isDuplicateReference(error)) throw error;
      }
    }
  }
}

/** Provides a form's inbox under its token; the form's module registers its model. */
export function inboxProvider<T extends Submission>(form: FormDefinition<T>): Provider {
  return {
    provide: form.inboxToken,
    inject: [getModelToken(form.modelName), AuditService, BotGate, FormMailer, Clock, EventLog, EventOutbox],
    useFactory: async (
      model: Model<T>,
      audit: AuditService,
      gate: BotGate,
      mailer: FormMailer,
      clock: Clock,
      events: EventLog,
      outbox: EventOutbox,
    ) => {
      outbox.register(outboxOf(`${form.names.type} inbox`, model));
      await backfillSearchKeys(model, 'nameKey', { name: 1 }, (record) =>
        fullNameKeys(String(record.name ?? '')),
      );
      return new FormInbox(model, audit, form, gate, mailer, clock, events);
    },
  };
}

export const InjectInbox = <T extends Submission>(form: FormDefinition<T>) => Inject(form.inboxToken);
