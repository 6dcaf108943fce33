import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';

@Schema({ collection: 'mail_outbox', timestamps: { createdAt: true, updatedAt: false } })
export class OutboxMail {
  @Prop({ required: true, lowercase: true, trim: true }) to: string;
  @Prop({ required: true }) from: string;
  @Prop({ required: true }) subject: string;
  @Prop({ required: true }) text: string;
  @Prop() html?: string;
  createdAt: Date;
}

export type OutboxMailDocument = HydratedDocument<OutboxMail>;

export const OutboxMailSchema = SchemaFactory.createForClass(OutboxMail);
OutboxMailSchema.index({ to: 1, createdAt: -1 });
OutboxMailSchema.index({ createdAt: -1 });
