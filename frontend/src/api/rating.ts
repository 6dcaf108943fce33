import { unwrap, type ApiFailure, type components, type operations } from '@ivy/api-client';
import useSWR, { mutate } from 'swr';
import { api } from './client';
import { useApiList } from './list';
import { apiPath } from './paths';

type Schemas = components['schemas'];
export type RatingTableSummary = Schemas['RatingTableSummaryDto'];
export type RatingTableDetail = Schemas['RatingTableDetailDto'];
export type RatingTableStatus = Schemas['RatingTableStatus'];
export type RatingTablesQuery = NonNullable<operations['listRatingTables']['parameters']['query']>;
export type Risk = Schemas['RiskDto'];
export type SampleRisk = Schemas['SampleRiskDto'];
export type SandboxAnswer = Schemas['SandboxAnswerDto'];
export type QuoteResult = Schemas['QuoteResultDto'];

const TABLES = '/api/v1/rating/tables';
const TABLE = '/api/v1/rating/tables/{id}';
const SAMPLE_RISKS = '/api/v1/rating/sample-risks';

/** One page of rating table versions, newest upload first (listRatingTables). */
export function useRatingTables(filter: RatingTablesQuery) {
  return useApiList(TABLES, filter, (query) => unwrap(api.GET(TABLES, { params: { query } })));
}

/** One version with its full table (getRatingTable). */
export function useRatingTable(id: string) {
  return useSWR<RatingTableDetail, ApiFailure>(apiPath(TABLE, { id }), async () => {
    const answer = await unwrap(api.GET(TABLE, { params: { path: { id } } }));
    return answer.ratingTable;
  });
}

/** The example risks a sandbox test starts from (listSampleRisks). */
export function useSampleRisks() {
  return useSWR<SampleRisk[], ApiFailure>(SAMPLE_RISKS, async () => {
    const answer = await unwrap(api.GET(SAMPLE_RISKS));
    return answer.samples;
  });
}

// Any list page and any version shown may have changed status.
const reloadTables = () => mutate((key) => typeof key === 'string' && key.startsWith(TABLES));

/** uploadRatingTable: checked in full by the server and stored inactive; `errors` name each problem by path. */
export async function uploadRatingTable(table: Record<string, unknown>): Promise<RatingTableDetail> {
  const answer = await unwrap(api.POST(TABLES, { body: { table } }));
  await reloadTables();
  return answer.ratingTable;
}

/** activateRatingTable: new quotes are priced with this version from now on. */
export async function activateRatingTable(id: string): Promise<RatingTableDetail> {
  const answer = await unwrap(api.POST('/api/v1/rating/tables/{id}/activate', { params: { path: { id } } }));
  await reloadTables();
  return answer.ratingTable;
}

/** rollbackRatingTable: the version active before the current one is active again. */
export async function rollbackRatingTable(): Promise<RatingTableDetail> {
  const answer = await unwrap(api.POST('/api/v1/rating/tables/rollback'));
  await reloadTables();
  return answer.ratingTable;
}

/** retireRatingTable: an inactive version is never used again (it stays readable). */
export async function retireRatingTable(id: string): Promise<RatingTableDetail> {
  const answer = await unwrap(api.POST('/api/v1/rating/tables/{id}/retire', { params: { path: { id } } }));
  await reloadTables();
  return answer.ratingTable;
}

/** priceSandboxRisk: prices a test risk against a version (the active one when none is given); saves nothing. */
export function priceSandboxRisk(risk: Risk, tableId?: string): Promise<SandboxAnswer> {
  return unwrap(api.POST('/api/v1/rating/sandbox', { body: { risk, ...(tableId ? { tableId } : {}) } }));
}
