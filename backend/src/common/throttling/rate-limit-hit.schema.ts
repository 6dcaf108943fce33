import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One counted hit of one client on one limit, shared by every instance. */
@Schema({ collection: 'rate_limit_hits', timestamps: false, versionKey: false })
export class RateLimitHit {
  /** `<limit name>:<client key>`. */
  @Prop({ required: true }) key: string;
  @Prop({ required: true }) at: Date;
  /** Past this the hit no longer counts for any window and the sweep deletes it. */
  @Prop({ required: true, index: true }) expiresAt: Date;
}

export const RateLimitHitSchema = SchemaFactory.createForClass(RateLimitHit);
// A hit counts the client's hits within its window: by key, then by time.
RateLimitHitSchema.index({ key: 1, at: 1 });
