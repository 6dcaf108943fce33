import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { Types } from 'mongoose';
import type { Actor } from '../../common/auth';
import { FieldErrorsException } from '../../common/http/problem';
import { pageInfo, pageWindow } from '../../common/pagination/pagination';
import { Clock } from '../../common/time/clock';
import { AuditService } from '../audit';
import { calendarKeys } from '../../common/time/calendar';
import { dublinIsoDate } from '../../common/time/dates';
import { StaffRef, UploadsService } from '../uploads';
import { bodyFacts, cleanContent, PostContent } from './post-content/post-content';
import { freeSlug, slugify } from './post-content/slug';
import { isLiveAt } from './domain/visibility';
import { AutosavePostDto, CreatePostDto, UpdatePostDto } from './dto/post-input.dto';
import { PostDto } from './dto/post.dto';
import { PostSort, PostsQueryDto } from './dto/post-query.dto';
import { PostViews } from './post.views';
import { PostSortSpec, PostsRepository } from './posts.repository';
import { Post, PostChanges, PostRecord } from './schemas/post.schema';

const SORTS: Record<PostSort, PostSortSpec> = {
  '-createdAt': { createdAt: -1, _id: -1 },
  createdAt: { createdAt: 1, _id: 1 },
  '-publishAt': { publishAt: -1, _id: -1 },
  publishAt: { publishAt: 1, _id: 1 },
  title: { title: 1, _id: 1 },
  '-title': { title: -1, _id: -1 },
};

/**
 * The rules of writing the blog: drafts change in place; a live post's autosaved edits wait in
 * `draftChanges` until published; every save stores a sanitised body; at most one post is featured.
 */
@Injectable()
export class PostsService {
  constructor(
    private readonly posts: PostsRepository,
    private readonly views: PostViews,
    private readonly uploads: UploadsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async list(query: PostsQueryDto) {
    const window = pageWindow(query);
    const { records, total } = await this.posts.list(
      query,
      this.clock.now(),
      SORTS[query.sort ?? '-createdAt'],
      window.skip,
      window.limit,
    );
    const items = await this.views.summaries(records);
    return { items, data: items, ...pageInfo(window, total) };
  }

  async get(id: string): Promise<PostDto> {
    return this.views.post(await this.existing(id));
  }

  /** Every tag of every post, drafts too (for the editor's suggestions). */
  async tags() {
    return { tags: await this.posts.tagCounts() };
  }

  /** A new post is a draft; its slug comes from the title unless one is given. */
  async create(input: CreatePostDto, author: StaffRef, actor: Actor): Promise<PostDto> {
    const { slug, featured, ...fields } = input;
    const content = await this.checkedContent(fields);
    const now = this.clock.now();
    const record = await this.posts.create({
      excerpt: '',
      body: '',
      coverImageAlt: '',
      tags: [],
      seoTitle: '',
      seoDescription: '',
      coverImage: null,
      ...asStored(content),
      title: input.title,
      slug: slug ?? (await this.freeSlugFor(input.title)),
      ...bodyFacts(content.body ?? ''),
      author,
      status: 'draft',
      publishAt: null,
      featured: featured ?? false,
      draftChanges: null,
      draftChangesAt: null,
      ...calendarKeys(now),
      publishedDay: null,
    });
    if (record.featured) await this.posts.unfeatureAllBut(record._id);
    await this.trail(actor, 'create', record, undefined, summaryOf(record));
    return this.views.post(record);
  }

  /**
   * An explicit save: the given fields change at once, even on a live post. Pending changes of
   * those fields are superseded; pending changes of other fields are kept.
   */
  async update(id: string, input: UpdatePostDto, actor: Actor): Promise<PostDto> {
    const before = await this.existing(id);
    const { slug, featured, ...fields } = input;
    const content = await this.checkedContent(fields);
    const pending = withoutFields(before.draftChanges, Object.keys(content));
    const body = content.body ?? before.body;
    const after = await this.save(before, {
      ...asStored(content),
      ...(slug === undefined ? {} : { slug }),
      ...(featured === undefined ? {} : { featured }),
      ...bodyFacts(body, pending?.body),
      draftChanges: pending,
      draftChangesAt: pending ? before.draftChangesAt : null,
    });
    if (featured) await this.posts.unfeatureAllBut(after._id);
    await this.trail(actor, 'update', after, before, {
      ...summaryOf(after),
      changedFields: Object.keys(input),
    });
    return this.views.post(after);
  }

  /** The editor's autosave: a draft changes in place; a live post keeps the edits aside. */
  async autosave(id: string, input: AutosavePostDto, actor: Actor): Promise<PostDto> {
    const before = await this.existing(id);
    const content = await this.checkedContent(input);
    const now = this.clock.now();
    const live = isLiveAt(before, now);
    let set: Partial<Post>;
    if (live) {
      const pending: PostChanges = { ...(before.draftChanges ?? {}), ...asStored(content) };
      set = { draftChanges: pending, draftChangesAt: now, ...bodyFacts(before.body, pending.body) };
    } else {
      set = { ...asStored(content), ...bodyFacts(content.body ?? before.body) };
    }
    const after = await this.save(before, set);
    await this.audit.record(actor, {
      action: 'post.autosave',
      targetType: 'post',
      targetId: id,
      after: { changedFields: Object.keys(content), savedAs: live ? 'pending changes' : 'draft' },
    });
    return this.views.post(after);
  }

  async discardChanges(id: string, actor: Actor): Promise<PostDto> {
    const before = await this.existing(id);
    const after = await this.save(before, {
      draftChanges: null,
      draftChangesAt: null,
      ...bodyFacts(before.body),
    });
    await this.trail(actor, 'discard-changes', after, before, summaryOf(after));
    return this.views.post(after);
  }

  /** Live now (with any pending changes); an already live post keeps its publication time. */
  async publish(id: string, actor: Actor): Promise<PostDto> {
    const before = await this.existing(id);
    const now = this.clock.now();
    const publishAt = isLiveAt(before, now) && before.publishAt ? before.publishAt : now;
    return this.goLive(before, 'published', publishAt, actor, 'publish');
  }

  async schedule(id: string, publishAt: Date, actor: Actor): Promise<PostDto> {
    const before = await this.existing(id);
    if (publishAt <= this.clock.now()) {
      throw new FieldErrorsException({ publishAt: ['Choose a time in the future.'] });
    }
    return this.goLive(before, 'scheduled', publishAt, actor, 'schedule');
  }

  /** Back to a draft; pending changes become the draft, so no edit is lost. */
  async unpublish(id: string, actor: Actor): Promise<PostDto> {
    const before = await this.existing(id);
    const after = await this.save(before, {
      ...withChangesApplied(before),
      status: 'draft',
      publishAt: null,
      publishedDay: null,
    });
    await this.trail(actor, 'unpublish', after, before, summaryOf(after));
    return this.views.post(after);
  }

  async delete(id: string, actor: Actor): Promise<void> {
    const before = await this.existing(id);
    await this.posts.delete(before._id);
    await this.trail(actor, 'delete', before, before, undefined);
  }

  private async goLive(
    before: PostRecord,
    status: 'published' | 'scheduled',
    publishAt: Date,
    actor: Actor,
    verb: string,
  ): Promise<PostDto> {
    const applied = withChangesApplied(before);
    if (!(applied.title ?? before.title)) {
      throw new UnprocessableEntityException('Please give the post a title first.');
    }
    const after = await this.save(before, {
      ...applied,
      status,
      publishAt,
      publishedDay: dublinIsoDate(publishAt),
    });
    await this.trail(actor, verb, after, before, summaryOf(after));
    return this.views.post(after);
  }

  /** The given fields as stored; a cover must be an image of the library. */
  private async checkedContent(input: Partial<PostContent>): Promise<Partial<PostContent>> {
    const content = cleanContent(input);
    if (content.coverImage && !(await this.uploads.imagesFor([content.coverImage])).has(content.coverImage)) {
      throw new FieldErrorsException({
        coverImage: ['That image is no longer in the library. Please choose another.'],
      });
    }
    return content;
  }

  private async freeSlugFor(title: string): Promise<string> {
    const base = slugify(title) || 'post';
    return freeSlug(base, await this.posts.slugsLike(base));
  }

  private async save(before: PostRecord, set: Partial<Post>): Promise<PostRecord> {
    const after = await this.posts.update(before._id, set);
    if (!after) throw new NotFoundException('Post not found.');
    return after;
  }

  private async existing(id: string): Promise<PostRecord> {
    const post = await this.posts.findById(id);
    if (!post) throw new NotFoundException('Post not found.');
    return post;
  }

  /** Audit entries name the post and its state, not its whole body. */
  private trail(
    actor: Actor,
    verb: string,
    post: PostRecord,
    before: PostRecord | undefined,
    after: unknown,
  ) {
    return this.audit.record(actor, {
      action: `post.${verb}`,
      targetType: 'post',
      targetId: String(post._id),
      before: before && summaryOf(before),
      after,
    });
  }
}

/** Content as the schema stores it (the cover as an ObjectId). */
function asStored(content: Partial<PostContent>): Partial<Post> {
  const { coverImage, ...rest } = content;
  if (coverImage === undefined) return rest;
  return { ...rest, coverImage: coverImage ? new Types.ObjectId(coverImage) : null };
}

/** The post's fields with its pending changes applied, and none left pending. */
function withChangesApplied(post: PostRecord): Partial<Post> {
  const changes = withoutFields(post.draftChanges, []) ?? {};
  const body = changes.body ?? post.body;
  return { ...(changes as Partial<Post>), ...bodyFacts(body), draftChanges: null, draftChangesAt: null };
}

/** Pending changes without the given fields (and without unset ones); null when none are left. */
function withoutFields(changes: PostChanges | null, fields: string[]): PostChanges | null {
  if (!changes) return null;
  const kept = Object.entries(changes).filter(
    ([field, value]) => value !== undefined && !fields.includes(field),
  );
  return kept.length > 0 ? (Object.fromEntries(kept) as PostChanges) : null;
}

function summaryOf(post: PostRecord) {
  const { title, slug, status, publishAt, featured, tags, coverImage } = post;
  return {
    title,
    slug,
    status,
    publishAt,
    featured,
    tags,
    coverImage,
    hasDraftChanges: Boolean(post.draftChanges),
  };
}
