import { ConflictException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, QueryFilter, SortOrder, Types } from 'mongoose';
import { isDuplicateKeyError } from '../../common/http/problem';
import { escapeRegExp } from '../../common/validation/escape-regexp';
import { BlogStamp } from './blog-stamp';
import { allOf, matching } from './domain/filters';
import { LIVE_STATUSES, PostStatus, withStatusAt } from './domain/visibility';
import { Post, PostRecord } from './schemas/post.schema';

export type PostSortSpec = Record<string, SortOrder>;

export interface PostListFilters {
  search?: string;
  tag?: string;
  status?: PostStatus;
}

/** What the uploads' usage lookup needs of a post. */
export interface PostUploadRefs {
  _id: Types.ObjectId;
  title: string;
  coverImage?: Types.ObjectId | null;
  draftChanges?: { coverImage?: Types.ObjectId | null };
  /** Keys of the uploads the text shows, in the published text or in unpublished changes. */
  inlineImages?: string[];
}

/** A list row never carries the body or pending changes (the heavy fields). */
const LIST_PROJECTION = { body: 0, draftChanges: 0 };

function conflictOnDuplicateSlug(error: unknown, slug: string | undefined): never {
  if (isDuplicateKeyError(error)) {
    throw new ConflictException(
      `The address "${slug ?? ''}" is already used by another post. Please choose another slug.`,
    );
  }
  throw error;
}

/**
 * The only code that touches the posts collection; answers plain records. Every write changes the
 * blog stamp, so each instance's blog index knows to read the posts again.
 */
@Injectable()
export class PostsRepository {
  constructor(
    @InjectModel(Post.name) private readonly posts: Model<Post>,
    private readonly stamp: BlogStamp,
  ) {}

  /** Posts showing any of these uploads: as the cover (published or in changes) or in the text. */
  showingUploads(ids: Types.ObjectId[], keys: string[]): Promise<PostUploadRefs[]> {
    return this.posts
      .find(
        {
          $or: [
            { coverImage: { $in: ids } },
            { 'draftChanges.coverImage': { $in: ids } },
            { inlineImages: { $in: keys } },
          ],
        },
        { title: 1, coverImage: 1, 'draftChanges.coverImage': 1, inlineImages: 1 },
      )
      .lean<PostUploadRefs[]>();
  }

  async findById(id: string): Promise<PostRecord | null> {
    return isValidObjectId(id) ? this.posts.findById(id).lean<PostRecord>() : null;
  }

  findOne(filter: QueryFilter<Post>): Promise<PostRecord | null> {
    return this.posts.findOne(filter).lean<PostRecord>();
  }

  async create(post: Omit<Post, 'createdAt' | 'updatedAt'>): Promise<PostRecord> {
    try {
      const created = (await this.posts.create(post)).toObject<PostRecord>();
      await this.stamp.change();
      return created;
    } catch (error) {
      return conflictOnDuplicateSlug(error, post.slug);
    }
  }

  async update(id: Types.ObjectId, set: Partial<Post>): Promise<PostRecord | null> {
    try {
      const updated = await this.posts
        .findByIdAndUpdate(id, { $set: set }, { returnDocument: 'after' })
        .lean<PostRecord>();
      await this.stamp.change();
      return updated;
    } catch (error) {
      return conflictOnDuplicateSlug(error, set.slug);
    }
  }

  async delete(id: Types.ObjectId): Promise<void> {
    await this.posts.deleteOne({ _id: id });
    await this.stamp.change();
  }

  /** Staff's list: by search words, tag and status as staff should see it at `now`. */
  async list(
    filters: PostListFilters,
    now: Date,
    sort: PostSortSpec,
    skip: number,
    limit: number,
  ): Promise<{ records: PostRecord[]; total: number }> {
    const filter = allOf(matching(filters), filters.status && withStatusAt(filters.status, now));
    const [records, total] = await Promise.all([
      this.posts.find(filter, LIST_PROJECTION).sort(sort).skip(skip).limit(limit).lean<PostRecord[]>(),
      this.posts.countDocuments(filter),
    ]);
    return { records, total };
  }

  /** Every published or scheduled post, as list rows, newest publication first (the blog index). */
  liveOrScheduled(): Promise<PostRecord[]> {
    return this.posts
      .find({ status: { $in: LIVE_STATUSES } }, LIST_PROJECTION)
      .sort({ publishAt: -1, _id: -1 })
      .lean<PostRecord[]>();
  }

  /** Slugs that are `base` or `base-<n>`, to find the next free one. */
  async slugsLike(base: string): Promise<string[]> {
    const found = await this.posts
      .find({ slug: new RegExp(`^${escapeRegExp(base)}(-[0-9]+)?$`) }, { slug: 1 })
      .lean<{ slug: string }[]>();
    return found.map((p) => p.slug);
  }

  async unfeatureAllBut(id: Types.ObjectId): Promise<void> {
    await this.posts.updateMany({ _id: { $ne: id }, featured: true }, { $set: { featured: false } });
    await this.stamp.change();
  }

  /** One $group accumulator only: FerretDB 1.24 computes no other. */
  async tagCounts(): Promise<{ tag: string; count: number }[]> {
    const rows = await this.posts.aggregate<{ _id: string; count: number }>([
      { $unwind: '$tags' },
      { $group: { _id: '$tags', count: { $sum: 1 } } },
      { $sort: { count: -1, _id: 1 } },
    ]);
    return rows.map((row) => ({ tag: row._id, count: row.count }));
  }

  /** Marks scheduled posts whose time has passed as published; answers how many. */
  async publishDue(now: Date): Promise<number> {
    const result = await this.posts.updateMany(
      { status: 'scheduled', publishAt: { $lte: now } },
      { $set: { status: 'published' } },
    );
    if (result.modifiedCount > 0) await this.stamp.change();
    return result.modifiedCount;
  }
}
