import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * An entry to the gift card competition (SPEC §1), made when a policy is bought; keyed by the
 * policy's id, so a replayed payment event enters nobody twice.
 */
@Schema({ collection: 'competition_entries', timestamps: true })
export class CompetitionEntry {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) quoteId: string;
  @Prop({ required: true }) policyNumber: string;
  @Prop({ required: true }) name: string;
  @Prop({ required: true }) email: string;
  @Prop({ required: true }) createdDay: string;
}

export const CompetitionEntrySchema = SchemaFactory.createForClass(CompetitionEntry);
CompetitionEntrySchema.index({ createdDay: 1 });
