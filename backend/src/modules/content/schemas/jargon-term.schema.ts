import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'jargon_terms', timestamps: true })
export class JargonTerm {
  @Prop({ required: true, unique: true }) term: string;
  /** Plain text. */
  @Prop({ required: true }) definition: string;
}

export const JargonTermSchema = SchemaFactory.createForClass(JargonTerm);
