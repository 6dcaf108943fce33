import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'faqs', timestamps: true })
export class Faq {
  @Prop({ required: true }) question: string;
  /** Allow-listed HTML (common/html/html-allowlist.ts). */
  @Prop({ required: true }) answer: string;
  @Prop({ required: true }) topic: string;
  /** Position in the list (and so the order of the topics). */
  @Prop({ required: true }) order: number;
}

export const FaqSchema = SchemaFactory.createForClass(Faq);
FaqSchema.index({ order: 1 });
FaqSchema.index({ topic: 1, order: 1 });
