import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import type { CmsItem } from '../seed/types';

/** One block of a public page: staff edit its title, body and items; the site lays it out by key. */
@Schema({ collection: 'cms_sections', timestamps: true })
export class CmsSection {
  @Prop({ required: true }) page: string;
  @Prop({ required: true }) key: string;
  /** Where the section stands on its page. */
  @Prop({ required: true }) order: number;
  /** Plain text. */
  @Prop({ required: true }) title: string;
  /** HTML cleaned by the post sanitiser on every save (seeds keep to common/html/html-allowlist.ts). */
  @Prop({ required: true }) body: string;
  /** Structured blocks (testimonials, team members…), each with a `kind`; plain text only. */
  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] }) items: CmsItem[];
  /** Who last changed it (staff email); unset for seeded content. */
  @Prop() updatedBy?: string;
  /** Counts edits, so an editor can refuse to overwrite a newer version. */
  @Prop({ default: 1 }) version: number;
  createdAt: Date;
  updatedAt: Date;
}

export type CmsSectionRecord = CmsSection & { _id: Types.ObjectId };

export const CmsSectionSchema = SchemaFactory.createForClass(CmsSection);
CmsSectionSchema.index({ page: 1, key: 1 }, { unique: true });
CmsSectionSchema.index({ page: 1, order: 1 });
