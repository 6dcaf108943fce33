import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * The change that took a policy's next turn: `_id` is `<policy id>#<count of changes settled before it, plus
 * one>`. An insert takes it, and of two inserts of one id only one succeeds, on MongoDB and on the embedded
 * engine alike (which applies two concurrent updates of one document as read, then write: both conditional
 * updates of the policy could match).
 */
@Schema({ collection: 'policy_adjustment_turns', versionKey: false })
export class PolicyAdjustmentTurn {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) adjustmentId: string;
  @Prop({ required: true }) takenAt: Date;
}

export const PolicyAdjustmentTurnSchema = SchemaFactory.createForClass(PolicyAdjustmentTurn);
