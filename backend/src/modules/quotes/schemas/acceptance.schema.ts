import { Prop, Schema } from '@nestjs/mongoose';
import type { AcceptedVersions, DocumentsAcceptance } from '../domain/acceptance';

@Schema({ _id: false })
export class AcceptedVersionsRecord implements AcceptedVersions {
  @Prop({ required: true }) statementOfFact: string;
  @Prop({ required: true }) ipid: string;
  @Prop({ required: true }) policyBooklet: string;
  @Prop({ required: true }) termsOfBusiness: string;
}

/** "I have read … and my answers are correct": when, and the version of each document shown. */
@Schema({ _id: false })
export class AcceptanceRecord implements DocumentsAcceptance {
  @Prop({ required: true }) acceptedAt: Date;
  @Prop({ type: AcceptedVersionsRecord, required: true }) versions: AcceptedVersionsRecord;
}
