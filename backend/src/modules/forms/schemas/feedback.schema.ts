import { Prop, Schema } from '@nestjs/mongoose';
import { Submission, submissionSchema } from './submission.schema';

@Schema({ collection: 'customer_feedback', timestamps: true })
export class Feedback extends Submission {
  @Prop() phone?: string;
  @Prop() policyNumber?: string;
  /** 1 (poor) to 5 (excellent). */
  @Prop({ required: true }) rating: number;
  /** The sender asked us to handle it under the complaints procedure. */
  @Prop({ required: true }) isComplaint: boolean;
  @Prop({ required: true }) message: string;
}

export const FeedbackSchema = submissionSchema(Feedback);
FeedbackSchema.index({ isComplaint: 1, createdAt: -1 });
