import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_PAGE_SIZE, PageQueryDto } from '#src/common/pagination/pagination';
import { slugify } from '../post-content/slug';
import { POST_STATUSES, PostStatus } from '../domain/visibility';

/** The blog shows 12 posts a page (SPEC section 9). */
export const BLOG_PAGE_SIZE = 12;

/** The search box and tag filter of both post lists. */
export class PostFiltersDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Words in the title or excerpt (case-insensitive)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  search?: string;

  @ApiPropertyOptional({ description: 'Only posts with this tag', example: 'learner-drivers' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? slugify(value, 40) : value))
  tag?: string;
}

export class BlogQueryDto extends PostFiltersDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: BLOG_PAGE_SIZE })
  declare page_size?: number;
}

export const POST_SORTS = ['-createdAt', 'createdAt', '-publishAt', 'publishAt', 'title', '-title'] as const;
export type PostSort = (typeof POST_SORTS)[number];

export class PostsQueryDto extends PostFiltersDto {
  @ApiPropertyOptional({ enum: POST_STATUSES, description: 'A due scheduled post counts as published' })
  @IsOptional()
  @IsIn(POST_STATUSES)
  status?: PostStatus;

  @ApiPropertyOptional({
    enum: POST_SORTS,
    default: '-createdAt',
    description: 'A leading - sorts descending',
  })
  @IsOptional()
  @IsIn(POST_SORTS)
  sort?: PostSort;
}
