import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { AuditActorRecord } from '#src/modules/audit/index';

/** An integrator's key: found by its public prefix, checked against the sha256 of its secret. */
@Schema({ collection: 'api_keys', timestamps: { createdAt: true, updatedAt: false } })
export class ApiKey {
  @Prop({ required: true, trim: true }) name: string;
  @Prop({ required: true, unique: true }) prefix: string;
  @Prop({ required: true }) secretHash: string;
  @Prop({ type: [String], required: true }) scopes: string[];
  /** Requests a minute; unset, the default of API_KEY_RATE_LIMIT (which may change) applies. */
  @Prop() rateLimitPerMinute?: number;
  @Prop({ type: AuditActorRecord, required: true }) createdBy: AuditActorRecord;
  @Prop() lastUsedAt?: Date;
  @Prop() revokedAt?: Date;
  createdAt: Date;
}

export const ApiKeySchema = SchemaFactory.createForClass(ApiKey);
ApiKeySchema.index({ createdAt: -1 });
