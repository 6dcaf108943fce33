import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { CONSENT_SOURCES, ConsentSource } from '../cookie-catalogue';

@Schema({ _id: false })
export class ConsentChoices {
  @Prop({ required: true }) functional: boolean;
  @Prop({ required: true }) analytics: boolean;
  @Prop({ required: true }) marketing: boolean;
}

/**
 * Proof of a visitor's cookie choice: what they chose, on which banner version, when and from where.
 * GDPR-minimal: a random id the browser keeps, the network prefix of the IP (never the address), the
 * browser's user agent.
 */
@Schema({ collection: 'cookie_consents', timestamps: { createdAt: true, updatedAt: false } })
export class ConsentRecord {
  @Prop({ required: true }) anonymousId: string;
  @Prop({ type: ConsentChoices, required: true }) choices: ConsentChoices;
  @Prop({ required: true }) bannerVersion: string;
  @Prop({ type: String, required: true, enum: CONSENT_SOURCES }) source: ConsentSource;
  @Prop({ default: '' }) userAgent: string;
  @Prop({ default: '' }) ipPrefix: string;
  createdAt: Date;
}

export const ConsentRecordSchema = SchemaFactory.createForClass(ConsentRecord);
ConsentRecordSchema.index({ createdAt: -1 });
ConsentRecordSchema.index({ anonymousId: 1, createdAt: -1 });
