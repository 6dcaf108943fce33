import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { CmsItem } from '../seed/types';

/** The id of a section's version: a version is found by primary key. */
export const versionId = (sectionId: string, version: number) => `${sectionId}:${version}`;

/** What a CMS section held at one version: every save keeps one, and any can be restored. */
@Schema({ collection: 'cms_section_versions', timestamps: false, versionKey: false })
export class CmsSectionVersion {
  /** `versionId(sectionId, version)`. */
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) sectionId: string;
  @Prop({ required: true }) version: number;
  @Prop({ required: true }) title: string;
  @Prop({ default: '' }) body: string;
  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] }) items: CmsItem[];
  /** Staff email; unset for seeded content. */
  @Prop() savedBy?: string;
  @Prop({ required: true }) savedAt: Date;
  /** The version this one brought back, when it was a restore. */
  @Prop() restoredFrom?: number;
}

export const CmsSectionVersionSchema = SchemaFactory.createForClass(CmsSectionVersion);
CmsSectionVersionSchema.index({ sectionId: 1, version: -1 });
