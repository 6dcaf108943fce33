import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { IsCalendarDay } from '#src/common/validation/calendar-day';
import { ChartKind, CHART_KINDS, FigureUnit } from '../domain/reports';
import { StatisticsPivotDto } from './explorer.dto';

export class StatisticsReportQueryDto {
  @ApiPropertyOptional({
    format: 'date',
    example: '2026-01-01',
    description: 'From this Irish day (the report’s default range if unset)',
  })
  @IsOptional()
  @IsCalendarDay()
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-01-31', description: 'To this Irish day' })
  @IsOptional()
  @IsCalendarDay()
  to?: string;
}

export class StatisticsReportKeyParamDto {
  @ApiProperty({ example: 'quote-funnel' })
  @Matches(/^[a-z][a-z-]{0,39}$/, { message: 'Unknown dashboard' })
  key: string;
}

export class StatisticsReportSummaryDto {
  @ApiProperty({ example: 'quote-funnel' }) key: string;
  @ApiProperty({ example: 'Quote funnel' }) title: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: CHART_KINDS, enumName: 'StatisticsChartKind' }) chart: ChartKind;
}

export class StatisticsReportsAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: [StatisticsReportSummaryDto] }) reports: StatisticsReportSummaryDto[];
}

export class StatisticsFigureDto {
  @ApiProperty({ example: 'Conversion (bought of started)' }) label: string;
  @ApiProperty({ type: 'number', nullable: true }) value: number | null;
  @ApiProperty({ enum: ['count', 'eur', 'percent'] }) unit: FigureUnit;
}

export class StatisticsReportDto extends StatisticsReportSummaryDto {
  @ApiProperty({ example: '2026-04-01' }) from: string;
  @ApiProperty({ example: '2026-04-30' }) to: string;
  @ApiProperty({ type: [String] }) rowLabels: string[];
  @ApiProperty({ enum: ['count', 'eur'] }) unit: 'count' | 'eur';
  @ApiProperty({ type: StatisticsPivotDto }) pivot: StatisticsPivotDto;
  @ApiProperty({ type: [StatisticsFigureDto] }) figures: StatisticsFigureDto[];
  @ApiProperty({ type: String, format: 'date-time', description: 'When the figures were read' })
  builtAt: Date;
}

export class StatisticsReportAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: StatisticsReportDto }) report: StatisticsReportDto;
}
