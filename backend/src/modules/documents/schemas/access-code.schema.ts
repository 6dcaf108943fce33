import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * The one-time code last emailed for a policy's documents page: only its hash and its expiry (its wrong
 * tries are counted by the lockout). One per policy (`_id` is the policy's id); using it, or five wrong
 * tries, deletes it.
 */
@Schema({ collection: 'policyholder_access_codes', timestamps: false })
export class AccessCode {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) codeHash: string;
  @Prop({ required: true }) expiresAt: Date;
}

export const AccessCodeSchema = SchemaFactory.createForClass(AccessCode);
/** The sweep of expired codes. */
AccessCodeSchema.index({ expiresAt: 1 });
