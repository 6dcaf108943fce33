import { applyDecorators } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiProperty,
  ApiPropertyOptional,
  getSchemaPath,
  IntersectionType,
  PickType,
} from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, Matches, ValidateNested } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto, PageQueryDto } from '#src/common/pagination/pagination';
import { IdParamDto } from '#src/common/validation/id-param';
import {
  ChoiceField,
  FieldCheck,
  LinkField,
  TextField,
  WholeNumberField,
} from '#src/common/validation/fields';
import type { CmsItem } from '../seed/types';

const PAGE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Longest body a save takes, before cleaning (within the 100 KB request limit; the longest seeded body is a tenth of it). */
const MAX_BODY = 60_000;

export class CmsPageParamDto {
  @ApiProperty({ example: 'home', description: 'A page key, e.g. home, why, help-centre, competition' })
  @Matches(PAGE_NAME, { message: 'Not a page name' })
  page: string;
}

const RATINGS = [4, 4.5, 5];

/** Item kinds as the site lays them out; each section's items are a list of these. */
export const ITEM_KINDS = ['testimonial', 'team', 'feature', 'step', 'contact'] as const;

/** What decides an item's shape; an item of an unknown kind is read as this and refused. */
export class CmsItemKindDto {
  @ChoiceField(ITEM_KINDS) kind: string;
}

// Item fields are plain text (the site never renders them as HTML); links are checked, not escaped,
// because the site puts them in href and src attributes.
export class TestimonialItemDto {
  @ChoiceField(['testimonial']) kind: 'testimonial';
  @TextField(1000, { multiline: true }) content: string;
  @TextField(100) name: string;
  @ApiProperty({ enum: RATINGS })
  @FieldCheck('rating', true, (value) =>
    RATINGS.includes(value as number) ? undefined : `Choose one of: ${RATINGS.join(', ')}`,
  )
  rating: number;
}

export class TeamItemDto {
  @ChoiceField(['team']) kind: 'team';
  @TextField(120) header: string;
  @LinkField(300, [], { description: 'Site-relative path of the image, e.g. /uploads/…-640.webp' })
  image: string;
  @TextField(250) imageAlt: string;
  @TextField(1000, { multiline: true }) content: string;
  @TextField(60) buttonText: string;
  @LinkField(300, ['https://']) buttonUrl: string;
}

export class FeatureItemDto {
  @ChoiceField(['feature']) kind: 'feature';
  @TextField(120) title: string;
  @TextField(1000, { multiline: true }) text: string;
  @TextField(40, { required: false, description: "Name of an icon in the site's icon set" })
  icon?: string;
}

export class StepItemDto {
  @ChoiceField(['step']) kind: 'step';
  @TextField(120) title: string;
  @TextField(1000, { multiline: true }) text: string;
}

export class ContactItemDto {
  @ChoiceField(['contact']) kind: 'contact';
  @TextField(80) label: string;
  @TextField(200) value: string;
  @LinkField(300, ['tel:', 'mailto:', 'https://'], {
    required: false,
    description: 'tel:, mailto:, https: or site-relative link',
  })
  href?: string;
}

const ITEM_TYPES = [TestimonialItemDto, TeamItemDto, FeatureItemDto, StepItemDto, ContactItemDto];
const ITEM_SCHEMA = {
  type: 'array',
  items: {
    oneOf: ITEM_TYPES.map((type) => ({ $ref: getSchemaPath(type) })),
    discriminator: { propertyName: 'kind' },
  },
} as const;

export const MAX_ITEMS = 60;

/** A section's items, each validated by its kind. */
const ItemsField = () =>
  applyDecorators(
    ApiProperty({ ...ITEM_SCHEMA, maxItems: MAX_ITEMS }),
    ValidateNested({ each: true }),
    Type(() => CmsItemKindDto, {
      discriminator: {
        property: 'kind',
        subTypes: ITEM_TYPES.map((value, index) => ({ value, name: ITEM_KINDS[index] })),
      },
      keepDiscriminatorProperty: true,
    }),
    FieldCheck('items', true, (value) => {
      if (!Array.isArray(value)) return 'Must be a list';
      if (value.length > MAX_ITEMS) return `At most ${MAX_ITEMS} items`;
      return value.some((item) => typeof item !== 'object' || item === null || Array.isArray(item))
        ? 'Each item must be an object with a kind'
        : undefined;
    }),
  );

@ApiExtraModels(...ITEM_TYPES)
export class CmsSectionDto {
  @ApiProperty() _id: string;
  @ApiProperty() page: string;
  @ApiProperty({ description: 'Unique within the page; the site lays out sections by key' }) key: string;
  @ApiProperty() order: number;
  @ApiProperty({ description: 'Plain text' }) title: string;
  @ApiProperty({ description: 'Sanitised HTML (the sanitiser of post bodies)' }) body: string;
  @ApiProperty(ITEM_SCHEMA) items: CmsItem[];
  @ApiPropertyOptional({ description: 'Who last changed it (staff email); unset for seeded content' })
  updatedBy?: string;
  @ApiProperty({ description: 'Counts saves; send it back when saving' }) version: number;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

/** Saving a section replaces its title, body and items; `version` guards against lost updates. */
export class UpdateCmsSectionDto {
  @WholeNumberField(1, 1_000_000_000, {
    description: 'The version the editor started from; if the section has moved on, the save answers 409',
  })
  version: number;
  @TextField(200) title: string;
  @TextField(MAX_BODY, {
    multiline: true,
    required: false,
    description: 'HTML; cleaned on save to what the site may show (scripts, handlers and unsafe links go)',
  })
  body: string;
  @ItemsField() items: CmsItem[];
}

/** Restoring writes the old content as a new version, guarded like a save. */
export class RestoreCmsVersionDto extends PickType(UpdateCmsSectionDto, ['version'] as const) {}

export class CmsVersionParamDto extends IdParamDto {
  @ApiProperty({ description: 'A version number of the section', example: 3 })
  @Type(() => Number)
  @FieldCheck('versionNumber', true, (value) =>
    Number.isInteger(value) && (value as number) >= 1 ? undefined : 'Not a version number',
  )
  version: number;
}

export class CmsSectionQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Only the sections of this page', example: 'home' })
  @IsOptional()
  @Matches(PAGE_NAME, { message: 'Not a page name' })
  cms_page?: string;

  @TextField(100, { required: false, description: 'Words in the title, key or page (case-insensitive)' })
  search?: string;
}

export class CmsPageSummaryDto {
  @ApiProperty({ example: 'home' }) page: string;
  @ApiProperty({ description: 'How many sections it has' }) sections: number;
}

export class CmsSectionsPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [CmsSectionDto], description: 'By page, then in page order' })
  sections: CmsSectionDto[];
  @ApiProperty({
    type: [CmsPageSummaryDto],
    description: 'Every page, whatever the filters (for the filter)',
  })
  pages: CmsPageSummaryDto[];
}

export class CmsSectionAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: CmsSectionDto }) section: CmsSectionDto;
}

export class CmsVersionDto {
  @ApiProperty() version: number;
  @ApiProperty() title: string;
  @ApiProperty() body: string;
  @ApiProperty(ITEM_SCHEMA) items: CmsItem[];
  @ApiPropertyOptional({ description: 'Who saved it (staff email); unset for seeded content' })
  savedBy?: string;
  @ApiProperty({ type: String, format: 'date-time' }) savedAt: Date;
  @ApiPropertyOptional({ description: 'Set when this version restored an earlier one' })
  restoredFrom?: number;
}

export class CmsVersionsPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [CmsVersionDto], description: 'Newest first' }) versions: CmsVersionDto[];
}

export class CmsPageDto extends EnvelopeDto {
  @ApiProperty({ example: 'home' }) page: string;
  @ApiProperty({ type: [CmsSectionDto], description: 'In page order' }) sections: CmsSectionDto[];
}
