import { ApiFailure, unwrap, type components } from '@ivy/api-client';
import useSWR, { mutate } from 'swr';
import { accessTokens } from './accessTokens';
import { api } from './client';
import { blobOf } from './files';
import { apiPath } from './paths';

type Schemas = components['schemas'];
export type CertificateCheck = Schemas['CertificateCheckDto'];
export type CertificateCheckRequest = Schemas['CertificateCheckRequestDto'];
export type PolicyholderLookup = Schemas['PolicyholderLookupDto'];
export type PolicyholderSessionRequest = Schemas['PolicyholderSessionRequestDto'];
export type MyPolicy = Schemas['MyPolicyDto'];
export type PolicyDocument = Schemas['PolicyDocumentDto'];
export type PolicyDocumentKind = Schemas['PolicyDocumentKind'];
export type StaffPolicyDocuments = Schemas['StaffPolicyDocumentsDto'];
export type StaffDocuments = Schemas['StaffDocumentsDto'];
export type PriceAdjustmentRequest = Schemas['PriceAdjustmentDto'];
export type Adjustment = Schemas['AdjustmentDto'];
export type StaffAdjustment = Schemas['StaffAdjustmentDto'];

const MY_POLICY = '/api/v1/my-policy';
const MY_ADJUSTMENTS = '/api/v1/my-policy/adjustments';
const STAFF_DOCUMENTS = '/api/v1/policy-documents/{id}';
const STAFF_ADJUSTMENTS = '/api/v1/policy-adjustments/{id}';

// ---- anyone

/** The public certificate check (checkCertificate). */
export async function checkCertificate(body: CertificateCheckRequest): Promise<CertificateCheck> {
  return (await unwrap(api.POST('/api/v1/documents/certificate-check', { body }))).check;
}

// ---- the policyholder

/** One session at a time per tab: it opens the policy whose details and code were given. */
const SESSION = 'current';
const policyTokens = accessTokens(
  'ivy.policyToken.',
  'Your documents session has ended. Please sign in again with a new code.',
);
const policyTokenHeader = () => ({ 'X-Policy-Token': policyTokens.required(SESSION) });

export const hasPolicySession = () => policyTokens.get(SESSION) !== undefined;

/** requestPolicyCode; answers the message, which is the same whether or not the details matched. */
export async function requestPolicyCode(body: PolicyholderLookup): Promise<string> {
  return (await unwrap(api.POST('/api/v1/my-policy/code', { body }))).message;
}

/** openPolicySession; the token answered opens the policy in this tab. */
export async function openPolicySession(body: PolicyholderSessionRequest): Promise<void> {
  const { session } = await unwrap(api.POST('/api/v1/my-policy/session', { body }));
  policyTokens.remember(SESSION, session.token);
  await mutate(MY_POLICY);
}

/** The signed-in policy (getMyPolicy); `enabled` false asks for nothing. */
export function useMyPolicy(enabled: boolean) {
  return useSWR<MyPolicy, ApiFailure>(enabled ? MY_POLICY : null, async () => {
    const answer = await unwrap(api.GET(MY_POLICY, { params: { header: policyTokenHeader() } }));
    return answer.policy;
  });
}

/**
 * One document as a file (downloadMyPolicyDocument), the current version unless one is named: the token
 * travels in a header, so not a plain link.
 */
export function downloadMyPolicyDocument(kind: PolicyDocumentKind, version?: number): Promise<Blob> {
  return blobOf(
    api.GET('/api/v1/my-policy/documents/{kind}', {
      params: { path: { kind }, query: { version }, header: policyTokenHeader() },
      parseAs: 'blob',
    }),
  );
}

/** priceAdjustment: the price of a change, or that staff will review it; the policy is not changed. */
export async function priceAdjustment(body: PriceAdjustmentRequest) {
  const answer = await unwrap(
    api.POST('/api/v1/my-policy/adjustments/quote', { body, params: { header: policyTokenHeader() } }),
  );
  return { adjustment: answer.adjustment, message: answer.message };
}

/** confirmAdjustment: the change made; the page then shows the policy as it is now, new documents and all. */
export async function confirmAdjustment(adjustmentId: string): Promise<string> {
  const answer = await unwrap(
    api.POST('/api/v1/my-policy/adjustments', {
      body: { adjustmentId },
      params: { header: policyTokenHeader() },
    }),
  );
  await Promise.all([mutate(MY_POLICY), mutate(MY_ADJUSTMENTS)]);
  return answer.message;
}

/** The changes our team priced, waiting for the policyholder (listMyAdjustments); `enabled` false asks for nothing. */
export function useAdjustmentsToConfirm(enabled: boolean) {
  return useSWR<Adjustment[], ApiFailure>(enabled ? MY_ADJUSTMENTS : null, async () => {
    const answer = await unwrap(api.GET(MY_ADJUSTMENTS, { params: { header: policyTokenHeader() } }));
    return answer.adjustments;
  });
}

/**
 * Opens the provider's hosted page for a change's additional premium (startAdjustmentCheckout): the change
 * is made when the payment succeeds. Answers where to send the policyholder.
 */
export async function startAdjustmentCheckout(adjustmentId: string): Promise<string> {
  const answer = await unwrap(
    api.POST('/api/v1/payments/adjustments/{id}/checkout', {
      params: { path: { id: adjustmentId }, header: policyTokenHeader() },
    }),
  );
  return answer.redirectUrl;
}

// ---- staff

/** A policy's documents, every version (listPolicyDocuments); `null` asks for nothing. */
export function usePolicyDocuments(policyId: string | null) {
  return useSWR<StaffPolicyDocuments, ApiFailure>(
    policyId === null ? null : apiPath(STAFF_DOCUMENTS, { id: policyId }),
    async () => (await unwrap(api.GET(STAFF_DOCUMENTS, { params: { path: { id: policyId ?? '' } } }))).policy,
  );
}

/** A policy's mid-term changes, newest first (listPolicyAdjustments). */
export function usePolicyAdjustments(policyId: string) {
  return useSWR<StaffAdjustment[], ApiFailure>(apiPath(STAFF_ADJUSTMENTS, { id: policyId }), async () => {
    const answer = await unwrap(api.GET(STAFF_ADJUSTMENTS, { params: { path: { id: policyId } } }));
    return answer.adjustments;
  });
}

/** Prices a referred change by hand (approvePolicyAdjustment): the policyholder is emailed to confirm it. */
export async function approvePolicyAdjustment(
  policyId: string,
  adjustmentId: string,
  premiumCents: number,
): Promise<string> {
  const answer = await unwrap(
    api.POST('/api/v1/policy-adjustments/{id}/changes/{adjustmentId}/approve', {
      params: { path: { id: policyId, adjustmentId } },
      body: { premiumCents },
    }),
  );
  await mutate(apiPath(STAFF_ADJUSTMENTS, { id: policyId }));
  return answer.message;
}

/** Reverses the policy's latest change (reversePolicyAdjustment): administrators only. */
export async function reversePolicyAdjustment(policyId: string, adjustmentId: string): Promise<string> {
  const answer = await unwrap(
    api.POST('/api/v1/policy-adjustments/{id}/changes/{adjustmentId}/reverse', {
      params: { path: { id: policyId, adjustmentId } },
    }),
  );
  await mutate(apiPath(STAFF_ADJUSTMENTS, { id: policyId }));
  return answer.message;
}

/** Staff downloads are cookie-authenticated GETs: plain links. */
export const policyDocumentUrl = (policyId: string, kind: PolicyDocumentKind, version: number) =>
  apiPath('/api/v1/policy-documents/{id}/{kind}', { id: policyId, kind }, { version });

/** findPolicyByCertificate: the policy's id (its quote's). */
export async function findPolicyByCertificate(certificateNumber: string): Promise<string> {
  const answer = await unwrap(
    api.GET('/api/v1/policy-documents/by-certificate', { params: { query: { certificateNumber } } }),
  );
  return answer.policy.policyId;
}

/** resendPolicyDocuments; answers the message (where it went). */
export async function resendPolicyDocuments(policyId: string): Promise<string> {
  return (
    await unwrap(api.POST('/api/v1/policy-documents/{id}/resend', { params: { path: { id: policyId } } }))
  ).message;
}

/**
 * reissuePolicyDocuments: a new version made from the policy as it stands, the old one kept and listed;
 * answers the message (which version).
 */
export async function reissuePolicyDocuments(policyId: string, reason: string): Promise<string> {
  const answer = await unwrap(
    api.POST('/api/v1/policy-documents/{id}/reissue', {
      params: { path: { id: policyId } },
      body: { reason },
    }),
  );
  await mutate(apiPath(STAFF_DOCUMENTS, { id: policyId }), answer.policy, { revalidate: false });
  return answer.message;
}
