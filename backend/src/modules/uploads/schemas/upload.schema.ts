import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

@Schema({ _id: false })
export class UploadVariant {
  @Prop({ required: true }) width: number;
  @Prop({ required: true }) height: number;
  /** Site-relative, e.g. `/uploads/<key>-640.webp`. */
  @Prop({ required: true }) url: string;
  @Prop({ required: true }) bytes: number;
}

/** A staff member as records name them: the id, and the name as it was when they acted. */
@Schema({ _id: false })
export class StaffRef {
  @Prop({ required: true }) id: string;
  @Prop({ required: true }) name: string;
}

/**
 * One image of the library. Where it is used is not stored: it is looked up in posts and CMS
 * sections when asked, so it can never drift from the truth.
 */
@Schema({ collection: 'uploads', timestamps: true })
export class Upload {
  /** The content hash that names the files: one record per distinct picture. */
  @Prop({ required: true, unique: true }) key: string;
  /** The name the file had on the uploader's computer (display only). */
  @Prop({ required: true }) filename: string;
  /** As the file's own bytes say, whatever it was called. */
  @Prop({ required: true }) format: string;
  /** The upright size of the original. */
  @Prop({ required: true }) width: number;
  @Prop({ required: true }) height: number;
  /** The size of the uploaded file. */
  @Prop({ required: true }) bytes: number;
  /** Narrowest first. */
  @Prop({ type: [SchemaFactory.createForClass(UploadVariant)], default: [] }) variants: UploadVariant[];
  @Prop({ default: '' }) alt: string;
  @Prop({ type: SchemaFactory.createForClass(StaffRef), required: true }) uploadedBy: StaffRef;
  createdAt: Date;
  updatedAt: Date;
}

export type UploadRecord = Upload & { _id: Types.ObjectId };

export const UploadSchema = SchemaFactory.createForClass(Upload);
UploadSchema.index({ createdAt: -1 });
