import type { WebhookDelivery, WebhookEndpoint } from '#src/api/webhooks';

/** An event type in words: `policy.documents_issued` → 'Policy documents issued'. */
export function eventTypeLabel(type: string): string {
  const words = type.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const DELIVERY_STATUS: Record<WebhookDelivery['status'], string> = {
  pending: 'Waiting to be sent',
  delivered: 'Delivered',
  failed: 'Failed',
};

export const deliveryStatusLabel = (delivery: Pick<WebhookDelivery, 'status' | 'attempts'>) =>
  delivery.status === 'pending' && delivery.attempts > 0 ? 'Retrying' : DELIVERY_STATUS[delivery.status];

export function endpointStatusLabel(endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabledReason'>): string {
  if (endpoint.enabled) return 'Enabled';
  return endpoint.disabledReason ? `Disabled: ${endpoint.disabledReason}` : 'Disabled';
}
