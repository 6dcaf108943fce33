import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * Lines of what imports wrote (see domain/renewal-digests), read oldest first: by `_id`, or by
 * `seq` for a rewrite of the digests, which stands where the last digest it folded stood.
 */
@Schema({ collection: 'renewal_digests', versionKey: false })
export class RenewalDigest {
  @Prop({ required: true }) entries: string;
  @Prop({ type: Types.ObjectId }) seq?: Types.ObjectId;
}

export const RenewalDigestSchema = SchemaFactory.createForClass(RenewalDigest);

export type RenewalDigestRecord = RenewalDigest & { _id: Types.ObjectId };
