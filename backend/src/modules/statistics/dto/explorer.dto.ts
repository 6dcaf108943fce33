import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { IsCalendarDay } from '#src/common/validation/calendar-day';
import { DATE_GRAINS, DateGrain } from '../domain/buckets';
import { FIELD_KINDS, FieldKind } from '../domain/fields';
import { VALUE_OPS, ValueOp } from '../domain/pivot';

/** Model and field keys: letters and digits only, so none can name an operator or a path. */
const KEY = /^[A-Za-z][A-Za-z0-9]{0,39}$/;
const KEY_MESSAGE = 'must be a model or field key (letters and digits)';

export class StatisticsExplorerValueDto {
  @ApiProperty({ enum: VALUE_OPS, enumName: 'StatisticsValueOp', example: 'count' })
  @IsIn(VALUE_OPS)
  op: ValueOp;

  @ApiPropertyOptional({ description: 'The number field summed or averaged', example: 'premium' })
  @IsOptional()
  @Matches(KEY, { message: `field ${KEY_MESSAGE}` })
  field?: string;
}

export class StatisticsFieldFilterDto {
  @ApiProperty({ example: 'status' })
  @Matches(KEY, { message: `field ${KEY_MESSAGE}` })
  field: string;

  @ApiProperty({
    type: [String],
    example: ['Bought'],
    description: 'Any of these values: codes, or their words ("Bought" is "purchased")',
  })
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  values: string[];
}

export class StatisticsExplorerQueryDto {
  @ApiProperty({ example: 'quotes' })
  @Matches(KEY, { message: `model ${KEY_MESSAGE}` })
  model: string;

  @ApiProperty({ type: [String], maxItems: 2, example: ['createdDay'] })
  @IsArray()
  @ArrayMaxSize(2)
  @Matches(KEY, { each: true, message: `each row ${KEY_MESSAGE}` })
  rows: string[];

  @ApiProperty({ type: [String], maxItems: 2, example: ['status'] })
  @IsArray()
  @ArrayMaxSize(2)
  @Matches(KEY, { each: true, message: `each column ${KEY_MESSAGE}` })
  columns: string[];

  @ApiProperty({ type: StatisticsExplorerValueDto })
  @IsDefined({ message: 'Required' })
  @ValidateNested()
  @Type(() => StatisticsExplorerValueDto)
  value: StatisticsExplorerValueDto;

  @ApiProperty({ enum: DATE_GRAINS, enumName: 'StatisticsDateGrain', example: 'month' })
  @IsIn(DATE_GRAINS)
  grain: DateGrain;

  @ApiPropertyOptional({
    description: 'The date field the range applies to (the model’s main date if unset)',
  })
  @IsOptional()
  @Matches(KEY, { message: `dateField ${KEY_MESSAGE}` })
  dateField?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-01-01', description: 'On or after this Irish day' })
  @IsOptional()
  @IsCalendarDay()
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-12-31', description: 'On or before this Irish day' })
  @IsOptional()
  @IsCalendarDay()
  to?: string;

  @ApiPropertyOptional({ type: [StatisticsFieldFilterDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => StatisticsFieldFilterDto)
  filters?: StatisticsFieldFilterDto[];
}

export class StatisticsPivotDto {
  @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'string' } } })
  rows: string[][];
  @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'string' } } })
  columns: string[][];
  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { type: 'number', nullable: true } },
    description: 'cells[row][column]; null where an average has nothing to average',
  })
  cells: (number | null)[][];
  @ApiProperty({ type: 'array', items: { type: 'number', nullable: true } }) rowTotals: (number | null)[];
  @ApiProperty({ type: 'array', items: { type: 'number', nullable: true } }) columnTotals: (number | null)[];
  @ApiProperty({ type: 'number', nullable: true }) total: number | null;
  @ApiProperty({ description: 'Records counted (for a sum or average, those that have the number)' })
  matched: number;
}

export class StatisticsExplorerAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: StatisticsPivotDto }) pivot: StatisticsPivotDto;
  @ApiProperty({ type: [String], description: 'The labels of the row fields' }) rowLabels: string[];
  @ApiProperty({ type: [String], description: 'The labels of the column fields' }) columnLabels: string[];
  @ApiProperty({ example: 'Count of quotes' }) valueLabel: string;
  @ApiProperty({ enum: ['count', 'eur', 'number'] }) unit: 'count' | 'eur' | 'number';
  @ApiProperty({ type: String, format: 'date-time', description: 'When the figures were read' })
  builtAt: Date;
}

export class StatisticsFieldValueDto {
  @ApiProperty({ example: 'purchased' }) code: string;
  @ApiProperty({ example: 'Bought' }) label: string;
}

export class StatisticsFieldDto {
  @ApiProperty({ example: 'status' }) key: string;
  @ApiProperty({ example: 'Status' }) label: string;
  @ApiProperty({ enum: FIELD_KINDS, enumName: 'StatisticsFieldKind' }) kind: FieldKind;
  @ApiPropertyOptional({ enum: ['eur'] }) unit?: 'eur';
  @ApiPropertyOptional({
    type: [StatisticsFieldValueDto],
    description: 'The known values of a category or tags, in words; a filter takes the code or the words',
  })
  values?: StatisticsFieldValueDto[];
}

export class StatisticsModelDto {
  @ApiProperty({ example: 'quotes' }) key: string;
  @ApiProperty({ example: 'Quotes' }) label: string;
  @ApiProperty({ example: 'createdDay' }) defaultDate: string;
  @ApiProperty({ type: [StatisticsFieldDto] }) fields: StatisticsFieldDto[];
}

export class StatisticsModelsAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: [StatisticsModelDto] }) models: StatisticsModelDto[];
}

export class StatisticsRefreshAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: String, format: 'date-time' }) builtAt: Date;
}
