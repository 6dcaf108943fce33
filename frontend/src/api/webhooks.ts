import { unwrap, type ApiFailure, type components } from '@ivy/api-client';
import useSWR, { mutate } from 'swr';
import { api } from './client';
import { useApiList } from './list';

export type WebhookEndpoint = components['schemas']['WebhookEndpointDto'];
export type NewWebhookEndpoint = components['schemas']['CreateWebhookEndpointDto'];
export type WebhookEventType = NewWebhookEndpoint['eventTypes'][number];
export type WebhookSecretAnswer = components['schemas']['WebhookSecretAnswerDto'];
export type WebhookDelivery = components['schemas']['WebhookDeliveryDto'];
type WebhookEventTypes = components['schemas']['WebhookEventTypesDto'];
type WebhookEndpointAnswer = components['schemas']['WebhookEndpointAnswerDto'];
type WebhookDeliveryAnswer = components['schemas']['WebhookDeliveryAnswerDto'];

const WEBHOOKS = '/api/v1/webhooks';
const path = (id: string) => ({ params: { path: { id } } });

/** One page of endpoints, newest first (listWebhookEndpoints). */
export function useWebhookEndpoints(page: number) {
  return useApiList(WEBHOOKS, { page }, (query) => unwrap(api.GET(WEBHOOKS, { params: { query } })));
}

/** The event types an endpoint may want (listWebhookEventTypes). */
export function useWebhookEventTypes() {
  return useSWR<WebhookEventTypes, ApiFailure>(`${WEBHOOKS}/event-types`, () =>
    unwrap(api.GET('/api/v1/webhooks/event-types')),
  );
}

export function useWebhookEndpoint(id: string) {
  return useSWR<WebhookEndpointAnswer, ApiFailure>(`${WEBHOOKS}/${id}`, () =>
    unwrap(api.GET('/api/v1/webhooks/{id}', path(id))),
  );
}

/** An endpoint's deliveries, newest first (listWebhookDeliveries). */
export function useWebhookDeliveries(id: string, page: number) {
  return useApiList(`${WEBHOOKS}/${id}/deliveries`, { page }, (query) =>
    unwrap(api.GET('/api/v1/webhooks/{id}/deliveries', { params: { path: { id }, query } })),
  );
}

const reloadWebhooks = () => mutate((key) => typeof key === 'string' && key.startsWith(WEBHOOKS));

async function reloaded<T>(answer: Promise<T>): Promise<T> {
  const result = await answer;
  await reloadWebhooks();
  return result;
}

/** createWebhookEndpoint: the answer holds the secret, which the server will never show again. */
export function createWebhookEndpoint(body: NewWebhookEndpoint): Promise<WebhookSecretAnswer> {
  return reloaded(unwrap(api.POST(WEBHOOKS, { body })));
}

export function setWebhookEnabled(id: string, enabled: boolean): Promise<WebhookEndpointAnswer> {
  return reloaded(unwrap(api.PATCH('/api/v1/webhooks/{id}', { ...path(id), body: { enabled } })));
}

export function deleteWebhookEndpoint(id: string): Promise<WebhookEndpointAnswer> {
  return reloaded(unwrap(api.DELETE('/api/v1/webhooks/{id}', path(id))));
}

/** rotateWebhookSecret: the new secret, shown once; the old one signs too for 24 hours. */
export function rotateWebhookSecret(id: string): Promise<WebhookSecretAnswer> {
  return reloaded(unwrap(api.POST('/api/v1/webhooks/{id}/rotate-secret', path(id))));
}

export function sendWebhookTest(id: string): Promise<WebhookDeliveryAnswer> {
  return reloaded(unwrap(api.POST('/api/v1/webhooks/{id}/test', path(id))));
}

export function redeliverWebhook(id: string, deliveryId: string): Promise<WebhookDeliveryAnswer> {
  return reloaded(
    unwrap(
      api.POST('/api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
        params: { path: { id, deliveryId } },
      }),
    ),
  );
}
