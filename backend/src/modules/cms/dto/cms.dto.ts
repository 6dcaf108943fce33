import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { EnvelopeDto } from '../../../common/http/envelope';
import type { CmsItem } from '../seed/types';

export class CmsPageParamDto {
  @ApiProperty({ example: 'home', description: 'A page key, e.g. home, why, help-centre, competition' })
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'Not a page name' })
  page: string;
}

export class TestimonialItemDto {
  @ApiProperty({ enum: ['testimonial'] }) kind: 'testimonial';
  @ApiProperty() content: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: [4, 4.5, 5] }) rating: number;
}

export class TeamItemDto {
  @ApiProperty({ enum: ['team'] }) kind: 'team';
  @ApiProperty() header: string;
  @ApiProperty({ description: 'Public path of the image' }) image: string;
  @ApiProperty() imageAlt: string;
  @ApiProperty() content: string;
  @ApiProperty() buttonText: string;
  @ApiProperty() buttonUrl: string;
}

export class FeatureItemDto {
  @ApiProperty({ enum: ['feature'] }) kind: 'feature';
  @ApiProperty() title: string;
  @ApiProperty() text: string;
  @ApiPropertyOptional({ description: "Name of an icon in the site's icon set" }) icon?: string;
}

export class StepItemDto {
  @ApiProperty({ enum: ['step'] }) kind: 'step';
  @ApiProperty() title: string;
  @ApiProperty() text: string;
}

export class ContactItemDto {
  @ApiProperty({ enum: ['contact'] }) kind: 'contact';
  @ApiProperty() label: string;
  @ApiProperty() value: string;
  @ApiPropertyOptional({ description: 'tel:, mailto: or https: link' }) href?: string;
}

const ITEM_TYPES = [TestimonialItemDto, TeamItemDto, FeatureItemDto, StepItemDto, ContactItemDto];

@ApiExtraModels(...ITEM_TYPES)
export class CmsSectionDto {
  @ApiProperty() _id: string;
  @ApiProperty() page: string;
  @ApiProperty({ description: 'Unique within the page; the site lays out sections by key' }) key: string;
  @ApiProperty() order: number;
  @ApiProperty({ description: 'Plain text' }) title: string;
  @ApiProperty({ description: 'Allow-listed HTML: p, h2, h3, ul, ol, li, strong, em, br, a' }) body: string;
  @ApiProperty({
    type: 'array',
    items: {
      oneOf: ITEM_TYPES.map((type) => ({ $ref: getSchemaPath(type) })),
      discriminator: { propertyName: 'kind' },
    },
  })
  items: CmsItem[];
  @ApiPropertyOptional() updatedBy?: string;
  @ApiProperty() version: number;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

export class CmsPageDto extends EnvelopeDto {
  @ApiProperty({ example: 'home' }) page: string;
  @ApiProperty({ type: [CmsSectionDto], description: 'In page order' }) sections: CmsSectionDto[];
}
