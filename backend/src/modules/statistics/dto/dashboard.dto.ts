import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsString, MaxLength, ValidateNested } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto } from '#src/common/pagination/pagination';
import { CHART_KINDS, ChartKind } from '../domain/reports';
import { StatisticsExplorerQueryDto } from './explorer.dto';

export class StatisticsDashboardInputDto {
  @ApiProperty({ example: 'Bought quotes by cover type', maxLength: 80 })
  @IsString()
  @IsNotEmpty({ message: 'Please give the dashboard a name' })
  @MaxLength(80)
  name: string;

  @ApiProperty({ enum: CHART_KINDS, enumName: 'StatisticsChartKind' })
  @IsIn(CHART_KINDS)
  chart: ChartKind;

  @ApiProperty({ type: StatisticsExplorerQueryDto })
  @IsDefined({ message: 'Required' })
  @ValidateNested()
  @Type(() => StatisticsExplorerQueryDto)
  query: StatisticsExplorerQueryDto;
}

export class StatisticsDashboardDto {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: CHART_KINDS, enumName: 'StatisticsChartKind' }) chart: ChartKind;
  @ApiProperty({ type: StatisticsExplorerQueryDto }) query: StatisticsExplorerQueryDto;
  @ApiProperty({ example: 'Aoife Byrne' }) createdBy: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

export class StatisticsDashboardAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: StatisticsDashboardDto }) dashboard: StatisticsDashboardDto;
}

export class StatisticsDashboardsPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [StatisticsDashboardDto] }) data: StatisticsDashboardDto[];
}
