import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/time/clock';
import { ResponsiveImageDto, UploadsService } from '../uploads';
import { BlogPostDto, PostCardDto, PostChangesDto, PostDto, PostSummaryDto } from './dto/post.dto';
import { statusAt } from './domain/visibility';
import { PostChanges, PostRecord } from './schemas/post.schema';

type Covers = Map<string, ResponsiveImageDto>;

/** Turns stored posts into answers, with each cover resolved to its image variants (one query a list). */
@Injectable()
export class PostViews {
  constructor(
    private readonly uploads: UploadsService,
    private readonly clock: Clock,
  ) {}

  async cards(records: PostRecord[]): Promise<PostCardDto[]> {
    const covers = await this.coversOf(records);
    return records.map((r) => card(r, covers));
  }

  async summaries(records: PostRecord[]): Promise<PostSummaryDto[]> {
    const covers = await this.coversOf(records);
    const now = this.clock.now();
    return records.map((r) => summary(r, covers, now));
  }

  async post(record: PostRecord): Promise<PostDto> {
    const covers = await this.coversOf([record]);
    return {
      ...summary(record, covers, this.clock.now()),
      body: record.body,
      seoTitle: record.seoTitle,
      seoDescription: record.seoDescription,
      draftChanges: record.draftChanges ? changesView(record.draftChanges) : null,
      draftChangesAt: record.draftChangesAt,
      createdDay: record.createdDay,
      createdWeek: record.createdWeek,
      createdMonth: record.createdMonth,
      publishedDay: record.publishedDay,
    };
  }

  async blogPost(record: PostRecord): Promise<BlogPostDto> {
    const covers = await this.coversOf([record]);
    return {
      ...card(record, covers),
      body: record.body,
      seoTitle: record.seoTitle,
      seoDescription: record.seoDescription,
      updatedAt: record.updatedAt,
    };
  }

  private coversOf(records: PostRecord[]): Promise<Covers> {
    return this.uploads.imagesFor(records.flatMap((r) => (r.coverImage ? [String(r.coverImage)] : [])));
  }
}

function card(record: PostRecord, covers: Covers): PostCardDto {
  const cover = record.coverImage ? covers.get(String(record.coverImage)) : undefined;
  return {
    _id: String(record._id),
    title: record.title,
    slug: record.slug,
    excerpt: record.excerpt,
    cover: cover ? { ...cover, alt: record.coverImageAlt || cover.alt } : null,
    tags: record.tags,
    author: { name: record.author.name },
    publishAt: record.publishAt,
    featured: record.featured,
    readingMinutes: record.readingMinutes,
  };
}

function summary(record: PostRecord, covers: Covers, now: Date): PostSummaryDto {
  return {
    ...card(record, covers),
    status: statusAt(record, now),
    coverImage: record.coverImage ? String(record.coverImage) : null,
    coverImageAlt: record.coverImageAlt,
    author: { id: record.author.id, name: record.author.name },
    hasDraftChanges: Boolean(record.draftChangesAt),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

function changesView(changes: PostChanges): PostChangesDto {
  const { coverImage, ...rest } = changes;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== null));
  return coverImage === undefined
    ? defined
    : { ...defined, coverImage: coverImage ? String(coverImage) : null };
}
