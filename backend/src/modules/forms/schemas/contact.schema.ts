import { Prop, Schema } from '@nestjs/mongoose';
import { Submission, submissionSchema } from './submission.schema';

/** SPEC section 3: name, email, phone, message (and a policy number when the sender has one). */
@Schema({ collection: 'contacts', timestamps: true })
export class Contact extends Submission {
  @Prop({ required: true }) phone: string;
  @Prop() policyNumber?: string;
  @Prop({ required: true }) message: string;
}

export const ContactSchema = submissionSchema(Contact);
