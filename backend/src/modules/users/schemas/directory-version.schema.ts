import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A counter bumped after every write to a collection whose readers keep a copy in memory. */
@Schema({ collection: 'directory_versions', timestamps: false })
export class DirectoryVersion {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true, default: 0 }) version: number;
}

export const DirectoryVersionSchema = SchemaFactory.createForClass(DirectoryVersion);
