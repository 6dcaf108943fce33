import { Prop, Schema } from '@nestjs/mongoose';
import { Submission, submissionSchema } from '../../forms';

/** A member of the sports association asking for a quote with the members' discount (SPEC section 1). */
@Schema({ collection: 'association_quotes', timestamps: true })
export class AssociationQuote extends Submission {
  @Prop({ required: true }) phone: string;
  @Prop({ required: true }) membershipNumber: string;
  @Prop({ required: true }) club: string;
  @Prop({ required: true }) county: string;
  @Prop() vehicleRegistration?: string;
  /** YYYY-MM-DD: when the member's current policy renews. */
  @Prop({ required: true }) renewalDate: string;
  @Prop() message?: string;
  @Prop({ required: true }) consentToContact: boolean;
}

export const AssociationQuoteSchema = submissionSchema(AssociationQuote);
