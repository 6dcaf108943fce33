import { ApiProperty, IntersectionType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto } from '#src/common/pagination/pagination';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ImageVariantDto {
  @ApiProperty({ example: 640 }) width: number;
  @ApiProperty({ example: 360 }) height: number;
  @ApiProperty({ example: '/uploads/3f2a9c0d1e4b5a6c7d8e-640.webp' }) url: string;
  @ApiProperty({ description: 'File size in bytes', example: 28411 }) bytes: number;
}

/**
 * An image ready for `<img srcset sizes>`: `variants` (narrowest first, never wider than the
 * original) give the browser its choice; `src` is a fallback of moderate size.
 */
export class ResponsiveImageDto {
  @ApiProperty({ description: 'The upload id' }) _id: string;
  @ApiProperty({ example: '/uploads/3f2a9c0d1e4b5a6c7d8e-960.webp' }) src: string;
  @ApiProperty({ description: 'Width of the original (upright)', example: 1600 }) width: number;
  @ApiProperty({ description: 'Height of the original (upright)', example: 900 }) height: number;
  @ApiProperty() alt: string;
  @ApiProperty({ type: [ImageVariantDto] }) variants: ImageVariantDto[];
}

export class StaffRefDto {
  @ApiProperty() id: string;
  @ApiProperty({ example: 'Aoife Byrne' }) name: string;
}

export class UploadUseDto {
  @ApiProperty({ enum: ['post', 'cms'] }) kind: 'post' | 'cms';
  @ApiProperty({ description: 'The post or CMS section id' }) id: string;
  @ApiProperty({ example: 'Penalty points in Ireland explained' }) label: string;
  @ApiProperty({ enum: ['cover image', 'text', 'section'] }) where: 'cover image' | 'text' | 'section';
}

/** An image of the library. */
export class UploadDto extends ResponsiveImageDto {
  @ApiProperty({ example: 'kerry-coast.jpg' }) filename: string;
  @ApiProperty({ enum: ['jpeg', 'png', 'webp', 'gif'], description: 'Detected from the file itself' })
  format: string;
  @ApiProperty({ description: 'Size of the uploaded file in bytes' }) bytes: number;
  @ApiProperty({ type: StaffRefDto }) uploadedBy: StaffRefDto;
  @ApiProperty({
    type: [UploadUseDto],
    description: 'Where it is used now; it cannot be deleted while in use',
  })
  usedBy: UploadUseDto[];
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

export class UploadAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: UploadDto }) image: UploadDto;
}

export class UploadsPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [UploadDto], description: 'Newest first' }) uploads: UploadDto[];
}

export class UpdateUploadDto {
  @ApiProperty({ description: 'Describes the picture for people who cannot see it', maxLength: 250 })
  @IsString()
  @MaxLength(250)
  @Transform(trimmed)
  alt: string;
}

/** The text fields of the upload form (the file itself is the `image` part). */
export class UploadImageDto extends PartialType(UpdateUploadDto) {}
