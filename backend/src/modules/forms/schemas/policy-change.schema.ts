import { Prop, Schema } from '@nestjs/mongoose';
import { Submission, submissionSchema } from './submission.schema';
import {
  POLICY_CHANGE_TYPES,
  PolicyChangeDetails,
  PolicyChangeType,
} from '../policy-change/policy-change.rules';

/** A policyholder's request to change their policy; only the details its type needs are stored. */
@Schema({ collection: 'policy_change_requests', timestamps: true })
export class PolicyChangeRequest extends Submission implements PolicyChangeDetails {
  @Prop({ type: String, required: true, enum: POLICY_CHANGE_TYPES }) requestType: PolicyChangeType;
  @Prop({ required: true }) policyNumber: string;
  @Prop({ required: true }) phone: string;
  /** YYYY-MM-DD; none for a query (Direct Debit, Other). */
  @Prop() effectiveDate?: string;
  @Prop() endDate?: string;
  @Prop() newCarRegistration?: string;
  @Prop() newCarMake?: string;
  @Prop() newCarModel?: string;
  @Prop() driverName?: string;
  @Prop() driverDateOfBirth?: string;
  @Prop() driverLicenceType?: string;
  @Prop() driverLicenceYears?: number;
  @Prop() driverRelationship?: string;
  @Prop() newAddressLine1?: string;
  @Prop() newAddressLine2?: string;
  @Prop() newAddressLine3?: string;
  @Prop() newEircode?: string;
  @Prop() message?: string;
}

export const PolicyChangeRequestSchema = submissionSchema(PolicyChangeRequest);
