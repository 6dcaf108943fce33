import { unwrap, type ApiFailure, type components } from '@ivy/api-client';
import useSWR from 'swr';
import { api } from './client';
import { apiPath } from './paths';

type Schemas = components['schemas'];
/** An export or erasure: the person, and the records listed apart that staff ticked (`include`). */
export type DataSubjectRequest = Schemas['DataSubjectRequestDto'];
/** What finds a person: an identifier given. */
export type DataSubjectQuery = Omit<DataSubjectRequest, 'include'>;
export type DataSubject = Schemas['DataSubjectDto'];
export type HeldSection = Schemas['HeldSectionDto'];
export type HeldRecord = Schemas['HeldRecordDto'];
export type DataSubjectExport = Schemas['DataSubjectExportDto'];
export type DataSubjectErasure = Schemas['DataSubjectErasureDto'];

const SUBJECT = '/api/v1/data-protection/subject';

/** What is held about a person, found by any identifier given (findDataSubject); nothing until asked. */
export function useDataSubject(query: DataSubjectQuery | undefined) {
  return useSWR<DataSubject, ApiFailure>(query ? apiPath(SUBJECT, {}, { ...query }) : null, async () => {
    const answer = await unwrap(api.GET(SUBJECT, { params: { query } }));
    return answer.subject;
  });
}

/** exportDataSubject: the JSON archive and its readable summary; audited. */
export async function exportDataSubject(body: DataSubjectRequest): Promise<DataSubjectExport> {
  return (await unwrap(api.POST('/api/v1/data-protection/export', { body }))).export;
}

/** eraseDataSubject: deletes or anonymises; policy and payment records stay, minimal, for the law. */
export async function eraseDataSubject(body: DataSubjectRequest): Promise<DataSubjectErasure> {
  return (await unwrap(api.POST('/api/v1/data-protection/erase', { body }))).erasure;
}
