import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import type { SessionStage } from '#src/common/auth/principal';

/**
 * A server-side session. The cookie holds a random token; only its sha256 is stored, as the `_id`:
 * every request finds its session by primary key.
 */
@Schema({ collection: 'sessions', timestamps: false })
export class Session {
  /** sha256 of the cookie token. */
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true }) userId: Types.ObjectId;
  @Prop({ type: String, required: true, enum: ['partial', 'full'] }) stage: SessionStage;
  @Prop({ required: true }) csrfToken: string;
  @Prop({ required: true }) createdAt: Date;
  @Prop({ required: true, index: true }) lastSeenAt: Date;
  /** The absolute end, whatever the activity. */
  @Prop({ required: true, index: true }) expiresAt: Date;
  @Prop() ip?: string;
  @Prop() userAgent?: string;
}

export const SessionSchema = SchemaFactory.createForClass(Session);
