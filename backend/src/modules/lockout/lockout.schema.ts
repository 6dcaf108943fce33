import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Consecutive failures for one key (a login email, a user's 2FA) and the lock they led to. */
@Schema({ collection: 'lockouts', timestamps: false })
export class Lockout {
  /** The key (see lockout-keys.ts): looked up by primary key. */
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true, default: 0 }) failures: number;
  @Prop() lockedUntil?: Date;
  /** Past this the record is forgotten: failures must be consecutive within the window. */
  @Prop({ required: true, index: true }) expiresAt: Date;
}

export const LockoutSchema = SchemaFactory.createForClass(Lockout);
