import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsMongoId,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { IsInstant } from '#src/common/validation/calendar-day';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../post-content/slug';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const MAX_TAGS = 10;
/** The JSON body limit (BODY_LIMIT_BYTES) binds first for most posts. */
const MAX_BODY_LENGTH = 200_000;

/** The content fields of a post besides its title; the body is sanitised on the server whatever it holds. */
export class PostFieldsDto {
  @ApiPropertyOptional({ maxLength: 500, description: 'Shown on blog cards' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @Transform(trimmed)
  excerpt?: string;

  @ApiPropertyOptional({
    description:
      'Rich text HTML. Kept: p, h2-h4, strong, em, u, s, a (href, title, target=_blank), lists, ' +
      'blockquote, code, pre, br, hr, figure, figcaption and img (src from /uploads/ only, alt, width, height). ' +
      'Everything else is removed on save.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_BODY_LENGTH)
  body?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'An upload id; null removes the cover' })
  @IsOptional()
  @IsMongoId({ message: 'Choose an image from the library' })
  coverImage?: string | null;

  @ApiPropertyOptional({ maxLength: 250, description: "The cover's alt text (the image's own when empty)" })
  @IsOptional()
  @IsString()
  @MaxLength(250)
  @Transform(trimmed)
  coverImageAlt?: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_TAGS,
    description: 'Stored as lowercase slugs ("Learner Drivers" becomes learner-drivers)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_TAGS, { message: `At most ${MAX_TAGS} tags` })
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  tags?: string[];

  @ApiPropertyOptional({ maxLength: 120, description: 'The page title for search engines (default: title)' })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  @Transform(trimmed)
  seoTitle?: string;

  @ApiPropertyOptional({ maxLength: 300, description: 'The meta description (default: excerpt)' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  @Transform(trimmed)
  seoDescription?: string;
}

export class CreatePostDto extends PostFieldsDto {
  @ApiProperty({ maxLength: 200 })
  @IsString()
  @IsNotEmpty({ message: 'Required' })
  @MaxLength(200)
  @Transform(trimmed)
  title: string;

  @ApiPropertyOptional({
    maxLength: MAX_SLUG_LENGTH,
    example: 'penalty-points-in-ireland-explained',
    description: 'The address of the post; made from the title when left out. Must be unique (409).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_SLUG_LENGTH)
  @Matches(SLUG_PATTERN, { message: 'Use lowercase letters, digits and single hyphens only' })
  @Transform(trimmed)
  slug?: string;

  @ApiPropertyOptional({ description: 'Show it first on the blog; featuring one post unfeatures the others' })
  @IsOptional()
  @IsBoolean()
  featured?: boolean;
}

/** A save from the editor: any fields of the post; a live post changes at once. */
export class UpdatePostDto extends PartialType(CreatePostDto) {}

/**
 * What the editor autosaves every few seconds: content only (the slug and the featured flag change
 * by an explicit save), and the title may be empty for a moment without the edit being refused.
 */
export class AutosavePostDto extends PostFieldsDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Transform(trimmed)
  title?: string;
}

export class SchedulePostDto {
  @ApiProperty({ type: String, format: 'date-time', description: 'A moment in the future' })
  @IsInstant({ message: 'Give a date and time' })
  publishAt: Date;
}
