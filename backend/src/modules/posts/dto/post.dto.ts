import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto } from '#src/common/pagination/pagination';
import { ResponsiveImageDto, StaffRefDto } from '../../uploads';
import { POST_STATUSES, PostStatus } from '../domain/visibility';

export class AuthorDto {
  @ApiProperty({ example: 'Aoife Byrne' }) name: string;
}

/** A post on a blog card. */
export class PostCardDto {
  @ApiProperty() _id: string;
  @ApiProperty() title: string;
  @ApiProperty({ example: 'penalty-points-in-ireland-explained' }) slug: string;
  @ApiProperty() excerpt: string;
  @ApiProperty({
    type: ResponsiveImageDto,
    nullable: true,
    description: 'The cover with its variants for srcset; alt is the post’s cover alt, else the image’s',
  })
  cover: ResponsiveImageDto | null;
  @ApiProperty({ type: [String], example: ['learner-drivers', 'saving-money'] }) tags: string[];
  @ApiProperty({ type: AuthorDto }) author: AuthorDto;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) publishAt: Date | null;
  @ApiProperty() featured: boolean;
  @ApiProperty({ example: 4 }) readingMinutes: number;
}

/** A post as the public reads it. */
export class BlogPostDto extends PostCardDto {
  @ApiProperty({ description: 'Sanitised HTML' }) body: string;
  @ApiProperty({ description: 'Empty: use the title' }) seoTitle: string;
  @ApiProperty({ description: 'Empty: use the excerpt' }) seoDescription: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

/** Unpublished edits of a live post; each field present replaces the post's own. */
export class PostChangesDto {
  @ApiPropertyOptional() title?: string;
  @ApiPropertyOptional() excerpt?: string;
  @ApiPropertyOptional({ description: 'Sanitised HTML' }) body?: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'null: remove the cover' })
  coverImage?: string | null;
  @ApiPropertyOptional() coverImageAlt?: string;
  @ApiPropertyOptional({ type: [String] }) tags?: string[];
  @ApiPropertyOptional() seoTitle?: string;
  @ApiPropertyOptional() seoDescription?: string;
}

/** A post in the staff list. */
export class PostSummaryDto extends PostCardDto {
  @ApiProperty({ enum: POST_STATUSES, description: 'A scheduled post whose time has passed is published' })
  status: PostStatus;
  @ApiProperty({ type: String, nullable: true, description: 'The cover upload id' }) coverImage:
    string | null;
  @ApiProperty() coverImageAlt: string;
  @ApiProperty({ type: StaffRefDto }) declare author: StaffRefDto;
  @ApiProperty({ description: 'A live post has autosaved edits not yet published' }) hasDraftChanges: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

/** A post as the editor loads it: the editor shows `{...post, ...draftChanges}`. */
export class PostDto extends PostSummaryDto {
  @ApiProperty({ description: 'Sanitised HTML: exactly what the public sees' }) body: string;
  @ApiProperty() seoTitle: string;
  @ApiProperty() seoDescription: string;
  @ApiProperty({ type: PostChangesDto, nullable: true }) draftChanges: PostChangesDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) draftChangesAt: Date | null;
  @ApiProperty({ example: '2025-06-01' }) createdDay: string;
  @ApiProperty({ example: '2025-W22' }) createdWeek: string;
  @ApiProperty({ example: '2025-06' }) createdMonth: string;
  @ApiProperty({ type: String, nullable: true, example: '2025-06-02' }) publishedDay: string | null;
}

export class PostsPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [PostSummaryDto] }) items: PostSummaryDto[];
  @ApiProperty({ type: [PostSummaryDto], description: 'The same list as items' }) data: PostSummaryDto[];
}

export class BlogPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [PostCardDto], description: 'The featured post first on page 0' })
  items: PostCardDto[];
  @ApiProperty({ type: [PostCardDto], description: 'The same list as items' }) data: PostCardDto[];
}

export class PostAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: PostDto }) currentPost: PostDto;
}

export class CreatedPostAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: PostDto, description: 'The new post (a draft)' }) item: PostDto;
}

export class BlogPostAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: BlogPostDto }) currentPost: BlogPostDto;
  @ApiProperty({ type: [PostCardDto], description: 'Up to 3 recent posts sharing a tag' })
  related: PostCardDto[];
}

export class FeaturedPostAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: PostCardDto, nullable: true }) post: PostCardDto | null;
}

export class TagCountDto {
  @ApiProperty({ example: 'learner-drivers' }) tag: string;
  @ApiProperty({ example: 3 }) count: number;
}

export class TagsAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: [TagCountDto], description: 'Most used first' }) tags: TagCountDto[];
}
