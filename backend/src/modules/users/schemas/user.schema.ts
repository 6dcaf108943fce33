import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Types } from 'mongoose';

@Schema({ _id: false })
export class TwoFactorRecord {
  /** The TOTP seed sealed with ENCRYPTION_KEY (common/crypto); never shown once verified. */
  @Prop() sealedSecret?: string;
  @Prop({ default: false }) isVerified: boolean;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  @Prop({ default: 0 }) lastUsedStep: number;
}

@Schema({ _id: false })
export class PasswordResetRecord {
  @Prop({ required: true }) tokenHash: string;
  @Prop({ required: true }) expiresAt: Date;
}

@Schema({ collection: 'users', timestamps: true })
export class User {
  @Prop({ required: true, trim: true }) first_name: string;
  @Prop({ required: true, trim: true }) last_name: string;
  @Prop({ required: true, unique: true, lowercase: true, trim: true }) email: string;
  /** common/search keys: "first last" and "last first". */
  @Prop() nameKey?: string;
  @Prop() surnameKey?: string;
  /** argon2id. */
  @Prop({ required: true }) passwordHash: string;
  @Prop({ default: false }) isAdmin: boolean;
  /** Made by the visitor's own sign-up: such an account holds no staff permission (permissions.ts). */
  @Prop() selfRegistered?: boolean;
  @Prop({ default: false }) isTwoFactorEnabled: boolean;
  @Prop({ type: TwoFactorRecord, default: () => ({}) }) twoFactor: TwoFactorRecord;
  @Prop({ type: PasswordResetRecord }) passwordReset?: PasswordResetRecord;
  createdAt: Date;
  updatedAt: Date;
}

export type UserDocument = HydratedDocument<User>;
export type UserRecord = User & { _id: Types.ObjectId };

export const UserSchema = SchemaFactory.createForClass(User);
UserSchema.index({ createdAt: -1, _id: -1 });
UserSchema.index({ isAdmin: 1, createdAt: -1, _id: -1 });
UserSchema.index({ nameKey: 1 });
UserSchema.index({ surnameKey: 1 });
