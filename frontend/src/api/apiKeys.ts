import { unwrap, type ApiFailure, type components } from '@ivy/api-client';
import useSWR, { mutate } from 'swr';
import { api } from './client';
import { useApiList } from './list';

export type ApiKey = components['schemas']['ApiKeyDto'];
export type ApiKeysPage = components['schemas']['ApiKeysPageDto'];
export type NewApiKey = components['schemas']['CreateApiKeyDto'];
export type ApiScope = NewApiKey['scopes'][number];
export type CreatedApiKey = components['schemas']['CreatedApiKeyDto'];
type ApiKeyAnswer = components['schemas']['ApiKeyAnswerDto'];
type ApiScopes = components['schemas']['ApiScopesDto'];

const API_KEYS = '/api/v1/api-keys';

/** One page of integrator keys, newest first; never the secret part (listApiKeys). */
export function useApiKeys(page: number) {
  return useApiList(API_KEYS, { page }, (query) => unwrap(api.GET(API_KEYS, { params: { query } })));
}

/** The scopes a key may be given and the default rate limit (listApiScopes). */
export function useApiScopes() {
  return useSWR<ApiScopes, ApiFailure>(`${API_KEYS}/scopes`, () =>
    unwrap(api.GET('/api/v1/api-keys/scopes')),
  );
}

// The scopes list is under the same path but never changes; revalidating it costs one small request.
const reloadApiKeys = () => mutate((key) => typeof key === 'string' && key.startsWith(API_KEYS));

/** createApiKey: the answer holds the whole key, which the server will never show again. */
export async function createApiKey(body: NewApiKey): Promise<CreatedApiKey> {
  const answer = await unwrap(api.POST(API_KEYS, { body }));
  await reloadApiKeys();
  return answer;
}

/** revokeApiKey: the key stops working at once. */
export async function revokeApiKey(id: string): Promise<ApiKeyAnswer> {
  const answer = await unwrap(api.DELETE('/api/v1/api-keys/{id}', { params: { path: { id } } }));
  await reloadApiKeys();
  return answer;
}
