import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { LearnerReminderKind } from '../domain/learner-reminders';

/**
 * A learner reminder claimed for sending: `_id` is the reminder's key (policy, kind and date). Of two
 * inserts of one id only one succeeds, on MongoDB and on the embedded engine alike, so a reminder goes
 * once whichever instance runs the job, and however often.
 */
@Schema({ collection: 'learner_reminders', versionKey: false })
export class LearnerReminder {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) policyId: string;
  @Prop({ type: String, required: true }) kind: LearnerReminderKind;
  @Prop({ required: true }) sentAt: Date;
}

export const LearnerReminderSchema = SchemaFactory.createForClass(LearnerReminder);
LearnerReminderSchema.index({ policyId: 1 });
LearnerReminderSchema.index({ sentAt: 1 });
