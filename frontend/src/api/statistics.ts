import { ApiFailure, unwrap, type ApiEnvelope, type components, type operations } from '@ivy/api-client';
import useSWR, { mutate } from 'swr';
import { api } from './client';
import { useApiList } from './list';
import { apiPath } from './paths';

type Schemas = components['schemas'];
export type ReportSummary = Schemas['StatisticsReportSummaryDto'];
export type Report = Schemas['StatisticsReportDto'];
export type Figure = Schemas['StatisticsFigureDto'];
export type Pivot = Schemas['StatisticsPivotDto'];
export type StatisticsModel = Schemas['StatisticsModelDto'];
export type StatisticsField = Schemas['StatisticsFieldDto'];
export type ExplorerQuery = Schemas['StatisticsExplorerQueryDto'];
export type Explored = Schemas['StatisticsExplorerAnswerDto'];
export type ChartKind = Schemas['StatisticsChartKind'];
export type SavedDashboard = Schemas['StatisticsDashboardDto'];
export type DashboardInput = Schemas['StatisticsDashboardInputDto'];
export type DashboardsQuery = NonNullable<operations['listStatisticsDashboards']['parameters']['query']>;

const REPORTS = '/api/v1/statistics/reports';
const REPORT = '/api/v1/statistics/reports/{key}';
const MODELS = '/api/v1/statistics/models';
const EXPLORE = '/api/v1/statistics/explore';
const DASHBOARDS = '/api/v1/statistics/dashboards';
const DASHBOARD = '/api/v1/statistics/dashboards/{id}';

/** The ready-made dashboards (listStatisticsReports). */
export function useStatisticsReports() {
  return useSWR<ReportSummary[], ApiFailure>(REPORTS, async () => (await unwrap(api.GET(REPORTS))).reports);
}

/** One ready-made dashboard over a range, or its default range (getStatisticsReport); `null` asks for nothing. */
export function useStatisticsReport(key: string | null, range: { from?: string; to?: string }) {
  const query = Object.fromEntries(Object.entries(range).filter(([, value]) => value)) as typeof range;
  return useSWR<Report, ApiFailure>(
    key === null ? null : apiPath(REPORT, { key }, query),
    async () => (await unwrap(api.GET(REPORT, { params: { path: { key: key ?? '' }, query } }))).report,
    { keepPreviousData: true },
  );
}

/** The models the explorer reads and their fields (listStatisticsModels). */
export function useStatisticsModels() {
  return useSWR<StatisticsModel[], ApiFailure>(MODELS, async () => (await unwrap(api.GET(MODELS))).models);
}

/** The explorer's pivot for a query (exploreStatistics); `null` asks for nothing. */
export function useExplore(query: ExplorerQuery | null) {
  return useSWR<Explored, ApiFailure>(
    query === null ? null : [EXPLORE, JSON.stringify(query)],
    () => unwrap(api.POST(EXPLORE, { body: query as ExplorerQuery })),
    { keepPreviousData: true },
  );
}

/** The explorer's table as CSV text (exportStatisticsCsv). */
export async function exportStatisticsCsv(query: ExplorerQuery): Promise<string> {
  const { data, error, response } = await api.POST(`${EXPLORE}/csv`, {
    body: query,
    parseAs: 'text',
    headers: { Accept: 'text/csv, application/json' },
  });
  if (response.ok && typeof data === 'string') return data;
  const envelope: ApiEnvelope =
    typeof error === 'object' && error !== null && 'ok' in error
      ? (error as ApiEnvelope)
      : { ok: false, message: 'The export could not be made. Please try again.', errors: {} };
  throw new ApiFailure(response.status, envelope);
}

/** Reads every model again (refreshStatistics); every figure on screen reloads. */
export async function refreshStatistics(): Promise<void> {
  await unwrap(api.POST('/api/v1/statistics/refresh'));
  await mutate((key) => (typeof key === 'string' ? key.startsWith(REPORT.slice(0, -6)) : Array.isArray(key)));
}

/** A page of saved dashboards, by name (listStatisticsDashboards). */
export function useSavedDashboards(query: DashboardsQuery) {
  return useApiList(DASHBOARDS, query, (q) => unwrap(api.GET(DASHBOARDS, { params: { query: q } })));
}

const reloadDashboards = () => mutate((key) => typeof key === 'string' && key.startsWith(DASHBOARDS));

/** Saves an explorer view under a name (createStatisticsDashboard). */
export async function createDashboard(body: DashboardInput): Promise<SavedDashboard> {
  const { dashboard } = await unwrap(api.POST(DASHBOARDS, { body }));
  await reloadDashboards();
  return dashboard;
}

/** Changes a saved dashboard (updateStatisticsDashboard). */
export async function updateDashboard(id: string, body: DashboardInput): Promise<SavedDashboard> {
  const { dashboard } = await unwrap(api.PUT(DASHBOARD, { params: { path: { id } }, body }));
  await reloadDashboards();
  return dashboard;
}

/** Deletes a saved dashboard (deleteStatisticsDashboard). */
export async function deleteDashboard(id: string): Promise<void> {
  await unwrap(api.DELETE(DASHBOARD, { params: { path: { id } } }));
  await reloadDashboards();
}
