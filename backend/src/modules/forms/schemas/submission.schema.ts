import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { withOutbox } from '../../events';

/** Where staff are with a submission. */
export const SUBMISSION_STATUSES = ['new', 'in progress', 'done'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * What every public form stores beside its own fields: a reference to quote, the sender, the staff
 * workflow, and the day, ISO week and month in Irish time, stored at write time so statistics group
 * on plain fields (FerretDB has no date operators).
 */
@Schema()
export class Submission {
  @Prop({ required: true, unique: true }) reference: string;
  @Prop({ required: true }) name: string;
  @Prop({ required: true, lowercase: true, trim: true }) email: string;
  /** common/search keys of the sender's name: "first last" and "last first". */
  @Prop() nameKey?: string;
  @Prop() surnameKey?: string;
  @Prop({ type: String, enum: SUBMISSION_STATUSES, default: 'new' }) status: SubmissionStatus;
  /** Staff's own note; never shown to the sender. */
  @Prop({ default: '' }) note: string;
  /** YYYY-MM-DD */
  @Prop({ required: true }) createdDay: string;
  /** ISO week, YYYY-Www */
  @Prop({ required: true }) createdWeek: string;
  /** YYYY-MM */
  @Prop({ required: true }) createdMonth: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Set by the inbox, never by the sender. */
export type SubmissionMeta =
  | 'reference'
  | 'status'
  | 'note'
  | 'nameKey'
  | 'surnameKey'
  | 'createdDay'
  | 'createdWeek'
  | 'createdMonth'
  | 'createdAt'
  | 'updatedAt';

/** The inbox list's order. */
export const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** The inbox search box: the start of a reference, an email, or either name first. */
export const SUBMISSION_SEARCH = {
  reference: 'upper',
  email: 'text',
  nameKey: 'text',
  surnameKey: 'text',
} as const;

/** What a sender gives: every stored field but the inbox's own. */
export type FormFields<T extends Submission> = Omit<T, SubmissionMeta>;

/** A form's schema with the indexes every inbox list and statistic uses. */
export function submissionSchema<T extends Submission>(type: new () => T) {
  const schema = SchemaFactory.createForClass(type);
  schema.index(NEWEST_FIRST);
  schema.index({ status: 1, ...NEWEST_FIRST });
  schema.index({ email: 1 });
  schema.index({ nameKey: 1 });
  schema.index({ surnameKey: 1 });
  schema.index({ createdDay: 1 });
  schema.index({ createdWeek: 1 });
  schema.index({ createdMonth: 1 });
  withOutbox(schema);
  return schema;
}
