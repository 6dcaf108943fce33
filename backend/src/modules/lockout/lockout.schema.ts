import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A key's lock (a login email, a user's 2FA), set when its failures reached the limit. */
@Schema({ collection: 'lockouts', timestamps: false })
export class Lockout {
  /** The key (see lockout-keys.ts): looked up by primary key. */
  @Prop({ type: String, required: true }) _id: string;
  @Prop() lockedUntil?: Date;
  /** Past this the record is forgotten by the sweep. */
  @Prop({ required: true, index: true }) expiresAt: Date;
}

export const LockoutSchema = SchemaFactory.createForClass(Lockout);

/**
 * One failure for one key, a document of its own: failures at the same moment on several instances are
 * each an insert, which the embedded FerretDB never loses, where it loses concurrent `$inc`s of one document.
 */
@Schema({ collection: 'lockout_failures', timestamps: false, versionKey: false })
export class LockoutFailure {
  @Prop({ required: true }) key: string;
  @Prop({ required: true }) at: Date;
  /** Past this the failure no longer counts and the sweep deletes it. */
  @Prop({ required: true, index: true }) expiresAt: Date;
}

export const LockoutFailureSchema = SchemaFactory.createForClass(LockoutFailure);
// A failure counts the key's failures within the window: by key, then by time.
LockoutFailureSchema.index({ key: 1, at: 1 });
