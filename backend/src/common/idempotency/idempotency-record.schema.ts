import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A caller's Idempotency-Key and the first answer to it, shared by every instance. Its `_id` is the
 * unique claim: of requests arriving at once with one key, only one inserts it and runs.
 */
@Schema({ collection: 'idempotency_keys', timestamps: false, versionKey: false })
export class IdempotencyRecord {
  /** Derived from the caller and the key (idempotent-request.ts); neither can be read back from it. */
  @Prop({ type: String, required: true }) _id: string;
  /** The first request's shape, as an HMAC: a retry must match it. */
  @Prop({ required: true }) fingerprint: string;
  /** This claim among the claims of the key over time: a lapsed claim is dropped by it, not a newer one. */
  @Prop({ required: true }) holder: string;
  /** While the first request runs: past this without an answer its instance died, and a retry runs again. */
  @Prop() runningUntil?: Date;
  /** The first answer (`{status, body}` as JSON), sealed with a key only the caller's retry derives. */
  @Prop() answer?: string;
  /** 24 hours after the first request; the sweep deletes it then (FerretDB has no TTL indexes). */
  @Prop({ required: true, index: true }) expiresAt: Date;
}

export const IdempotencyRecordSchema = SchemaFactory.createForClass(IdempotencyRecord);
