import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { StaffRef } from '../../uploads';
import { POST_STATUSES, PostStatus } from '../domain/visibility';

/**
 * Edits of a post that is live, kept aside (autosave) until staff publish them, so the public
 * never sees half-finished changes and the editor never loses them. A null cover removes it.
 */
@Schema({ _id: false })
export class PostChanges {
  @Prop() title?: string;
  @Prop() excerpt?: string;
  /** Sanitised, like the body. */
  @Prop() body?: string;
  @Prop({ type: MongooseSchema.Types.ObjectId }) coverImage?: Types.ObjectId | null;
  @Prop() coverImageAlt?: string;
  @Prop({ type: [String], default: undefined }) tags?: string[];
  @Prop() seoTitle?: string;
  @Prop() seoDescription?: string;
}

@Schema({ collection: 'posts', timestamps: true })
export class Post {
  @Prop({ required: true }) title: string;
  /** The address (`/blog/post/<slug>`); unique. */
  @Prop({ required: true, unique: true }) slug: string;
  @Prop({ default: '' }) excerpt: string;
  /** Sanitised HTML (content/sanitize-html.ts), exactly what the public sees. */
  @Prop({ default: '' }) body: string;
  /** An upload id. */
  @Prop({ type: MongooseSchema.Types.ObjectId, default: null }) coverImage: Types.ObjectId | null;
  @Prop({ default: '' }) coverImageAlt: string;
  /** Lowercase slugs, at most ten. */
  @Prop({ type: [String], default: [] }) tags: string[];
  @Prop({ type: SchemaFactory.createForClass(StaffRef), required: true }) author: StaffRef;
  @Prop({ type: String, required: true, enum: POST_STATUSES, default: 'draft' }) status: PostStatus;
  /** When it goes (or went) live; unset for drafts. */
  @Prop({ type: Date, default: null }) publishAt: Date | null;
  /** At most one post is featured (first on the blog). */
  @Prop({ default: false }) featured: boolean;
  @Prop({ default: '' }) seoTitle: string;
  @Prop({ default: '' }) seoDescription: string;
  /** Derived from the body at each save. */
  @Prop({ required: true }) readingMinutes: number;
  /**
   * Upload keys of the images the body shows, in the live text or in pending changes, so the image
   * library can tell by an indexed query that an image is in use.
   */
  @Prop({ type: [String], default: [] }) inlineImages: string[];
  @Prop({ type: SchemaFactory.createForClass(PostChanges), default: null }) draftChanges: PostChanges | null;
  /** When the pending changes were last saved; null when there are none. */
  @Prop({ type: Date, default: null }) draftChangesAt: Date | null;
  /** Statistics keys in Europe/Dublin, stored at write time (FerretDB has no date operators). */
  @Prop({ required: true }) createdDay: string;
  @Prop({ required: true }) createdWeek: string;
  @Prop({ required: true }) createdMonth: string;
  @Prop({ type: String, default: null }) publishedDay: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type PostRecord = Post & { _id: Types.ObjectId };

export const PostSchema = SchemaFactory.createForClass(Post);
PostSchema.index({ status: 1, publishAt: -1 });
PostSchema.index({ featured: -1, publishAt: -1 });
PostSchema.index({ tags: 1, publishAt: -1 });
PostSchema.index({ createdAt: -1, _id: -1 });
PostSchema.index({ status: 1, createdAt: -1, _id: -1 });
PostSchema.index({ title: 1 });
PostSchema.index({ coverImage: 1 });
PostSchema.index({ inlineImages: 1 });
