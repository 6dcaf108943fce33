import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength, ValidateNested } from 'class-validator';
import { EnvelopeDto } from '../../../common/http/envelope';
import { PageInfoDto } from '../../../common/pagination/pagination';
import { CHART_KINDS, ChartKind } from '../domain/reports';
import { ExplorerQueryDto } from './explorer.dto';

export class DashboardInputDto {
  @ApiProperty({ example: 'Bought quotes by cover type', maxLength: 80 })
  @IsString()
  @IsNotEmpty({ message: 'Please give the dashboard a name' })
  @MaxLength(80)
  name: string;

  @ApiProperty({ enum: CHART_KINDS, enumName: 'StatisticsChartKind' })
  @IsIn(CHART_KINDS)
  chart: ChartKind;

  @ApiProperty({ type: ExplorerQueryDto })
  @ValidateNested()
  @Type(() => ExplorerQueryDto)
  query: ExplorerQueryDto;
}

export class DashboardDto {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: CHART_KINDS, enumName: 'StatisticsChartKind' }) chart: ChartKind;
  @ApiProperty({ type: ExplorerQueryDto }) query: ExplorerQueryDto;
  @ApiProperty({ example: 'Aoife Byrne' }) createdBy: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

export class DashboardAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: DashboardDto }) dashboard: DashboardDto;
}

export class DashboardsPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [DashboardDto] }) data: DashboardDto[];
}
