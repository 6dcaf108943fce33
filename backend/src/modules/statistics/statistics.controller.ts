import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Actor, Staff, CurrentActor } from '../../common/auth';
import { EnvelopeDto, ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { PageQueryDto } from '../../common/pagination/pagination';
import { IdParamDto } from '../../common/validation/id-param';
import {
  StatisticsDashboardAnswerDto,
  StatisticsDashboardInputDto,
  StatisticsDashboardsPageDto,
} from './dto/dashboard.dto';
import {
  StatisticsExplorerAnswerDto,
  StatisticsExplorerQueryDto,
  StatisticsModelsAnswerDto,
  StatisticsRefreshAnswerDto,
} from './dto/explorer.dto';
import {
  StatisticsReportAnswerDto,
  StatisticsReportKeyParamDto,
  StatisticsReportQueryDto,
  StatisticsReportsAnswerDto,
} from './dto/report.dto';
import { SavedDashboards } from './saved-dashboards.service';
import { StatisticsService } from './statistics.service';

/** Staff: ready-made dashboards, the explorer over every model, and explorer views saved as dashboards. */
@ApiTags('statistics')
@ApiBadRequestResponse({ type: ErrorEnvelopeDto })
@Controller('statistics')
export class StatisticsController {
  constructor(
    private readonly statistics: StatisticsService,
    private readonly saved: SavedDashboards,
  ) {}

  @Staff('statistics', 'statistics:read')
  @Get('reports')
  @ApiOperation({ summary: 'The ready-made dashboards' })
  @ApiOkResponse({ type: StatisticsReportsAnswerDto })
  listStatisticsReports(): StatisticsReportsAnswerDto {
    return ok({ reports: this.statistics.reports() });
  }

  @Staff('statistics', 'statistics:read')
  @Get('reports/:key')
  @ApiOperation({ summary: 'One ready-made dashboard over a date range: its table and headline figures' })
  @ApiOkResponse({ type: StatisticsReportAnswerDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto })
  async getStatisticsReport(
    @Param() { key }: StatisticsReportKeyParamDto,
    @Query() range: StatisticsReportQueryDto,
  ): Promise<StatisticsReportAnswerDto> {
    return ok({ report: await this.statistics.report(key, range) });
  }

  @Staff('statistics', 'statistics:read')
  @Get('models')
  @ApiOperation({ summary: 'The models the explorer reads and their fields' })
  @ApiOkResponse({ type: StatisticsModelsAnswerDto })
  listStatisticsModels(): StatisticsModelsAnswerDto {
    return ok({ models: this.statistics.models() });
  }

  @Staff('statistics', 'statistics:read')
  @Post('explore')
  @HttpCode(200)
  @ApiOperation({ summary: 'A pivot table: rows and columns by fields, a count, sum or average, filtered' })
  @ApiOkResponse({ type: StatisticsExplorerAnswerDto })
  async exploreStatistics(@Body() query: StatisticsExplorerQueryDto): Promise<StatisticsExplorerAnswerDto> {
    return ok(await this.statistics.explore(query));
  }

  @Staff('statistics', 'statistics:read')
  @Post('explore/csv')
  @HttpCode(200)
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="statistics.csv"')
  @ApiOperation({ summary: 'The explorer table as CSV (text cells that could run as a formula are escaped)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ content: { 'text/csv': { schema: { type: 'string' } } } })
  exportStatisticsCsv(@Body() query: StatisticsExplorerQueryDto): Promise<string> {
    return this.statistics.csv(query);
  }

  @Staff('statistics')
  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({ summary: 'Read every model again now (figures are otherwise at most a few minutes old)' })
  @ApiOkResponse({ type: StatisticsRefreshAnswerDto })
  async refreshStatistics(): Promise<StatisticsRefreshAnswerDto> {
    return ok({ builtAt: await this.statistics.refresh() }, 'Figures refreshed.');
  }

  @Staff('statistics', 'statistics:read')
  @Get('dashboards')
  @ApiOperation({ summary: 'Saved dashboards, by name' })
  @ApiOkResponse({ type: StatisticsDashboardsPageDto })
  async listStatisticsDashboards(@Query() query: PageQueryDto): Promise<StatisticsDashboardsPageDto> {
    return ok(await this.saved.list(query));
  }

  @Staff('statistics')
  @Post('dashboards')
  @ApiOperation({ summary: 'Save an explorer view as a named dashboard' })
  @ApiCreatedResponse({ type: StatisticsDashboardAnswerDto })
  @ApiConflictResponse({ type: ErrorEnvelopeDto })
  async createStatisticsDashboard(
    @Body() body: StatisticsDashboardInputDto,
    @CurrentActor() actor: Actor,
  ): Promise<StatisticsDashboardAnswerDto> {
    return ok({ dashboard: await this.saved.create(body, actor) }, 'Dashboard saved.');
  }

  @Staff('statistics', 'statistics:read')
  @Get('dashboards/:id')
  @ApiOperation({ summary: 'One saved dashboard' })
  @ApiOkResponse({ type: StatisticsDashboardAnswerDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto })
  async getStatisticsDashboard(@Param() { id }: IdParamDto): Promise<StatisticsDashboardAnswerDto> {
    return ok({ dashboard: await this.saved.get(id) });
  }

  @Staff('statistics')
  @Put('dashboards/:id')
  @ApiOperation({ summary: 'Rename or change a saved dashboard' })
  @ApiOkResponse({ type: StatisticsDashboardAnswerDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto })
  @ApiConflictResponse({ type: ErrorEnvelopeDto })
  async updateStatisticsDashboard(
    @Param() { id }: IdParamDto,
    @Body() body: StatisticsDashboardInputDto,
    @CurrentActor() actor: Actor,
  ): Promise<StatisticsDashboardAnswerDto> {
    return ok({ dashboard: await this.saved.update(id, body, actor) }, 'Dashboard saved.');
  }

  @Staff('statistics')
  @Delete('dashboards/:id')
  @ApiOperation({ summary: 'Delete a saved dashboard' })
  @ApiOkResponse({ type: EnvelopeDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto })
  async deleteStatisticsDashboard(
    @Param() { id }: IdParamDto,
    @CurrentActor() actor: Actor,
  ): Promise<EnvelopeDto> {
    await this.saved.remove(id, actor);
    return ok({}, 'Dashboard deleted.');
  }
}
