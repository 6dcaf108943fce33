import { ApiProperty, PartialType } from '@nestjs/swagger';
import { EnvelopeDto } from '#src/common/http/envelope';
import { ChoiceField, TextField } from '#src/common/validation/fields';
import { COOKIE_RECORD_CATEGORIES } from '../cookie-catalogue';
import type { CookieCategoryName } from '../seed/cookies';

export class CookieRecordsQueryDto {
  @ChoiceField(COOKIE_RECORD_CATEGORIES, { required: false, description: 'Only this category' })
  category?: CookieCategoryName;
}

export class CookieRecordInputDto {
  @ChoiceField(COOKIE_RECORD_CATEGORIES) category: CookieCategoryName;
  @TextField(100, { example: '_ga' }) name: string;
  @TextField(1000, { multiline: true }) description: string;
  @TextField(100, { example: '2 years' }) retentionPeriod: string;
  @TextField(200, { example: 'Ivy Insurance Brokers Limited' }) dataController: string;
}

export class UpdateCookieRecordDto extends PartialType(CookieRecordInputDto) {}

export class CookieRecordDto {
  @ApiProperty() _id: string;
  @ApiProperty({ enum: COOKIE_RECORD_CATEGORIES }) category: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty() retentionPeriod: string;
  @ApiProperty() dataController: string;
}

export class ConsentTagDto {
  @ApiProperty({ example: 'analytics_storage' }) name: string;
  @ApiProperty({ enum: ['granted', 'denied'] }) default: string;
}

export class CookieCategoryDto {
  @ApiProperty({ enum: ['Functional', 'Analytics', 'Marketing'] }) name: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [ConsentTagDto], description: 'Tag manager consent types this category switches' })
  tags: ConsentTagDto[];
}

export class CookieRecordsAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: [CookieRecordDto], description: 'In table order: strictly necessary first' })
  cookies: CookieRecordDto[];
  @ApiProperty({ type: [CookieCategoryDto], description: 'The categories a visitor can switch' })
  categories: readonly CookieCategoryDto[];
  @ApiProperty({
    example: '3f9a1c0b7d2e',
    description: 'The banner version: changes whenever the records do',
  })
  version: string;
}

export class CookieRecordAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: CookieRecordDto }) cookie: CookieRecordDto;
}
