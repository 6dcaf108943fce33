import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { withOutbox } from '../../events';

/**
 * One erasure done, by its request reference: the document whose insert carries `data_subject.erased`
 * in its outbox. Nothing in it names the person (the audit log has the request's fingerprint).
 */
@Schema({ collection: 'data_subject_erasures', timestamps: false, versionKey: false })
export class Erasure {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) erasedAt: Date;
}

export const ErasureSchema = SchemaFactory.createForClass(Erasure);
withOutbox(ErasureSchema);
