import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One client's hits on one limit within the current window, shared by every instance. */
@Schema({ collection: 'rate_limit_counters', timestamps: false, versionKey: false })
export class RateLimitCounter {
  /** `<limit name>:<client key>`: every hit is one update by primary key. */
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) hits: number;
  /** The window closes here and the next hit opens a new one; a block holds it open until the block ends. */
  @Prop({ required: true, index: true }) windowEnd: Date;
  /** Set by the hit that went over the limit; hits are refused until then. */
  @Prop() blockedUntil?: Date;
}

export const RateLimitCounterSchema = SchemaFactory.createForClass(RateLimitCounter);
