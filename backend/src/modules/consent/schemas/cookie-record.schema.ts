import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { CookieCategoryName } from '../seed/cookies';
import { COOKIE_RECORD_CATEGORIES } from '../cookie-catalogue';

/** One row of the cookies table (SPEC section 3, cookie detail record). */
@Schema({ collection: 'cookie_records', timestamps: true })
export class CookieRecord {
  @Prop({ type: String, required: true, enum: COOKIE_RECORD_CATEGORIES }) category: CookieCategoryName;
  @Prop({ required: true, unique: true }) name: string;
  @Prop({ required: true }) description: string;
  @Prop({ required: true }) retentionPeriod: string;
  @Prop({ required: true }) dataController: string;
}

export const CookieRecordSchema = SchemaFactory.createForClass(CookieRecord);
