import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsMongoId, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto, PageQueryDto } from '#src/common/pagination/pagination';
import { SampleRiskName } from '../data/sample-risks';
import { RATING_TABLE_STATUSES, RatingTableStatus } from '../schemas/rating-table-record.schema';
import { QuoteResultDto } from './quote-result.dto';
import { RiskDto } from './risk.dto';

export class UploaderDto {
  @ApiProperty({ enum: ['user', 'apiKey', 'system'] }) type: 'user' | 'apiKey' | 'system';
  @ApiProperty() id: string;
  @ApiProperty({ example: 'pricing@ivycarinsurance.ie' }) label: string;
}

export class RatingTableSummaryDto {
  @ApiProperty() _id: string;
  @ApiProperty({ example: '2025.1' }) version: string;
  @ApiProperty({ format: 'date', example: '2025-01-01' }) effectiveFrom: string;
  @ApiProperty({ enum: RATING_TABLE_STATUSES, enumName: 'RatingTableStatus' }) status: RatingTableStatus;
  @ApiProperty({ type: UploaderDto }) uploadedBy: UploaderDto;
  @ApiProperty({ description: 'Shipped with the code and installed on first start' }) builtIn: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) activatedAt?: Date;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) deactivatedAt?: Date;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) retiredAt?: Date;
}

export class RatingTableDetailDto extends RatingTableSummaryDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The table itself (see rating-table.v1.json for the format)',
  })
  table: object;
}

export class RatingTablesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: RATING_TABLE_STATUSES, enumName: 'RatingTableStatus' })
  @IsOptional()
  @IsIn(RATING_TABLE_STATUSES)
  status?: RatingTableStatus;
}

export class RatingTablesPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [RatingTableSummaryDto] }) data: RatingTableSummaryDto[];
}

export class RatingTableAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: RatingTableDetailDto }) ratingTable: RatingTableDetailDto;
}

export class UploadRatingTableDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'A complete rating table with a new version; checked in full before it is stored',
  })
  @IsObject({ message: 'Must be a rating table (a JSON object)' })
  table: Record<string, unknown>;
}

export class UploadRatingTableFileDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'A rating table as a .json file' })
  file: unknown;
}

export class SandboxRequestDto {
  @ApiPropertyOptional({ description: 'The version to price against; the active table when left out' })
  @IsOptional()
  @IsMongoId({ message: 'Invalid id' })
  tableId?: string;

  @ApiProperty({ type: RiskDto })
  @ValidateNested()
  @Type(() => RiskDto)
  @IsObject({ message: 'Required' })
  risk: RiskDto;
}

export class SandboxAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: RatingTableSummaryDto }) ratingTable: RatingTableSummaryDto;
  @ApiProperty({ type: QuoteResultDto }) result: QuoteResultDto;
}

export class SampleRiskDto {
  @ApiProperty({ example: 'learnerWithParent' }) name: SampleRiskName;
  @ApiProperty({ type: RiskDto }) risk: RiskDto;
}

export class SampleRisksAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: [SampleRiskDto] }) samples: SampleRiskDto[];
}
