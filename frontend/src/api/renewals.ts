import { unwrap, type ApiFailure, type components, type operations } from '@ivy/api-client';
import useSWR, { mutate } from 'swr';
import { accessTokens } from './accessTokens';
import { api } from './client';
import { blobOf } from './files';
import { useApiList } from './list';
import { apiPath } from './paths';
import type { PolicyDocumentKind, StaffDocuments } from './policyDocuments';

type Schemas = components['schemas'];
export type RenewalRow = Schemas['RenewalRowDto'];
export type RenewalDetail = Schemas['RenewalDetailDto'];
export type RenewalEvent = Schemas['RenewalEventDto'];
export type RenewalStatus = Schemas['RenewalStatus'];
export type RenewalsQuery = NonNullable<operations['listRenewals']['parameters']['query']>;
export type RenewalImport = Schemas['RenewalImportDto'];
export type RenewalOffer = Schemas['RenewalOfferDto'];
export type RenewalCheckout = Schemas['RenewalCheckoutDto'];
export type RenewalLookup = Schemas['RenewalLookupDto'];

const RENEWALS = '/api/v1/renewals';
const RENEWAL = '/api/v1/renewals/{id}';
const IMPORTS = '/api/v1/renewals/imports';
const IMPORT = '/api/v1/renewals/imports/{id}';
const OFFER = '/api/v1/renewals/{id}/offer';
const CHECKOUT = '/api/v1/payments/renewals/{id}';

/** The import template and an import's error report are plain downloads (links, not API calls). */
export const RENEWALS_TEMPLATE_URL = '/api/v1/renewals/template.csv';
export const importErrorsUrl = (importId: string) =>
  apiPath('/api/v1/renewals/imports/{id}/errors.csv', { id: importId });

// ---- staff

/** One page of renewals by renewal date, with search, status and month filters (listRenewals). */
export function useRenewals(filter: RenewalsQuery) {
  return useApiList(RENEWALS, filter, (query) => unwrap(api.GET(RENEWALS, { params: { query } })));
}

/** One renewal with its timeline (getRenewal). */
export function useRenewal(id: string) {
  return useSWR<RenewalDetail, ApiFailure>(apiPath(RENEWAL, { id }), async () => {
    const answer = await unwrap(api.GET(RENEWAL, { params: { path: { id } } }));
    return answer.renewal;
  });
}

const reloadRenewals = () => mutate((key) => typeof key === 'string' && key.startsWith(RENEWALS));

export async function deleteRenewal(id: string): Promise<void> {
  await unwrap(api.DELETE(RENEWAL, { params: { path: { id } } }));
  await reloadRenewals();
}

/** setCurrentRenewal: a lapsed offer can be paid again. */
export async function setCurrentRenewal(id: string): Promise<void> {
  await unwrap(api.PUT('/api/v1/renewals/{id}/current', { params: { path: { id } } }));
  await reloadRenewals();
}

export async function resendRenewalInvitation(id: string): Promise<void> {
  await unwrap(api.POST('/api/v1/renewals/{id}/invitation', { params: { path: { id } } }));
  await reloadRenewals();
}

const STAFF_DOCUMENTS = '/api/v1/renewals/{id}/staff-documents';

/** A paid renewal's documents (listRenewalDocuments); `null` asks for nothing. */
export function useRenewalDocuments(id: string | null) {
  return useSWR<StaffDocuments, ApiFailure>(
    id === null ? null : apiPath(STAFF_DOCUMENTS, { id }),
    async () => (await unwrap(api.GET(STAFF_DOCUMENTS, { params: { path: { id: id ?? '' } } }))).documents,
  );
}

/** Staff downloads are cookie-authenticated GETs: plain links. */
export const renewalDocumentUrl = (id: string, kind: PolicyDocumentKind) =>
  apiPath('/api/v1/renewals/{id}/staff-documents/{kind}', { id, kind });

/** resendRenewalDocuments: the link to the documents emailed again; the timeline shows it. */
export async function resendRenewalDocuments(id: string): Promise<void> {
  await unwrap(api.POST('/api/v1/renewals/{id}/staff-documents/resend', { params: { path: { id } } }));
  await reloadRenewals();
}

/** The import history, newest first (listRenewalImports). */
export function useRenewalImports(page: number) {
  return useApiList(IMPORTS, { page }, (query) => unwrap(api.GET(IMPORTS, { params: { query } })));
}

/**
 * One import, asked again every `pollMs` while it runs (getRenewalImport); `null` asks for nothing.
 * SWR reads `pollMs` when it changes, so pass a new function each render for it to follow the data.
 */
export function useRenewalImport(id: string | null, pollMs: (latest: RenewalImport | undefined) => number) {
  return useSWR<RenewalImport, ApiFailure>(
    id === null ? null : apiPath(IMPORT, { id }),
    async () => (await unwrap(api.GET(IMPORT, { params: { path: { id: id ?? '' } } }))).import,
    { refreshInterval: pollMs },
  );
}

/** Uploads a sheet for its dry run (uploadRenewalImport); nothing is imported yet. */
export async function uploadRenewalSheet(file: File): Promise<RenewalImport> {
  const answer = await unwrap(
    api.POST(IMPORTS, {
      body: { file: file as unknown as string },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('file', body.file as unknown as Blob);
        return form;
      },
    }),
  );
  await reloadRenewals();
  return answer.import;
}

/** Starts the import of a checked upload on the server (runRenewalImport). */
export async function runRenewalImport(id: string): Promise<RenewalImport> {
  const answer = await unwrap(api.POST('/api/v1/renewals/imports/{id}/run', { params: { path: { id } } }));
  await mutate(apiPath(IMPORT, { id }), answer.import, { revalidate: false });
  return answer.import;
}

export const refreshRenewalLists = reloadRenewals;

// ---- the customer

const renewalTokens = accessTokens(
  'ivy.renewalToken.',
  'Please find your renewal with your policy number and date of birth.',
  { listOpened: true },
);

/** A token from the invitation link (`?token=`) opens the renewal in this tab. */
export const rememberRenewalToken = renewalTokens.remember;

/** The access token of a renewal this browser tab opened, or undefined. */
export const renewalToken = renewalTokens.get;

export const hasRenewalToken = (id: string) => renewalTokens.get(id) !== undefined;

/** Whether this tab holds the renewal's token (TokenAccess). */
export const useRenewalAccess = renewalTokens.useAccess;

/** What a page of a renewal this tab holds no token of says. */
export const RENEWAL_TOKEN_MISSING = renewalTokens.missingMessage;

const renewalTokenHeader = (id: string) => ({ 'X-Renewal-Token': renewalTokens.required(id) });

/** lookupRenewal; the token answered opens the renewal in this tab. */
export async function lookUpRenewal(body: RenewalLookup): Promise<string> {
  const { renewalId, token } = await unwrap(api.POST('/api/v1/renewals/lookup', { body }));
  renewalTokens.remember(renewalId, token);
  return renewalId;
}

/** The customer's renewal offer (getRenewalOffer); `null` asks for nothing. */
export function useRenewalOffer(id: string | null) {
  return useSWR<RenewalOffer, ApiFailure>(id === null ? null : apiPath(OFFER, { id }), async () => {
    const renewalId = id ?? '';
    const answer = await unwrap(
      api.GET(OFFER, { params: { path: { id: renewalId }, header: renewalTokenHeader(renewalId) } }),
    );
    return answer.renewal;
  });
}

export async function setAutoRenewal(id: string, autoRenew: boolean): Promise<string> {
  const answer = await unwrap(
    api.PUT('/api/v1/renewals/{id}/auto-renewal', {
      params: { path: { id }, header: renewalTokenHeader(id) },
      body: { autoRenew },
    }),
  );
  await mutate(apiPath(OFFER, { id }), answer.renewal, { revalidate: false });
  return answer.message;
}

/** What paying for the renewal involves (getRenewalCheckout); `null` asks for nothing. */
export function useRenewalCheckout(id: string | null) {
  return useSWR<RenewalCheckout, ApiFailure>(id === null ? null : apiPath(CHECKOUT, { id }), async () => {
    const renewalId = id ?? '';
    const answer = await unwrap(
      api.GET(CHECKOUT, { params: { path: { id: renewalId }, header: renewalTokenHeader(renewalId) } }),
    );
    return answer.checkout;
  });
}

/** Opens the provider's hosted page for the renewal (startRenewalCheckout); answers where to send the customer. */
export async function startRenewalCheckout(id: string): Promise<string> {
  const answer = await unwrap(
    api.POST('/api/v1/payments/renewals/{id}/checkout', {
      params: { path: { id }, header: renewalTokenHeader(id) },
    }),
  );
  return answer.redirectUrl;
}

/** The renewal notice sent with the invitation, as a file (downloadRenewalNotice). */
export function downloadRenewalNotice(id: string): Promise<Blob> {
  return blobOf(
    api.GET('/api/v1/renewals/{id}/notice', {
      params: { path: { id }, header: renewalTokenHeader(id) },
      parseAs: 'blob',
    }),
  );
}

/** One of a paid renewal's documents for the new period, as a file (downloadRenewalDocument). */
export function downloadRenewalDocument(id: string, kind: PolicyDocumentKind): Promise<Blob> {
  return blobOf(
    api.GET('/api/v1/renewals/{id}/documents/{kind}', {
      params: { path: { id, kind }, header: renewalTokenHeader(id) },
      parseAs: 'blob',
    }),
  );
}
