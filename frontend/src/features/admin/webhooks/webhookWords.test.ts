import { describe, expect, it } from 'vitest';
import { deliveryStatusLabel, endpointStatusLabel, eventTypeLabel } from './webhookWords';

describe('webhook words', () => {
  it('puts event types into words', () => {
    expect(eventTypeLabel('policy.documents_issued')).toBe('Policy documents issued');
    expect(eventTypeLabel('webhook.test')).toBe('Webhook test');
  });

  it('tells a delivery being retried from one not yet sent', () => {
    expect(deliveryStatusLabel({ status: 'pending', attempts: 0 })).toBe('Waiting to be sent');
    expect(deliveryStatusLabel({ status: 'pending', attempts: 2 })).toBe('Retrying');
    expect(deliveryStatusLabel({ status: 'failed', attempts: 9 })).toBe('Failed');
  });

  it('says why the service disabled an endpoint', () => {
    expect(endpointStatusLabel({ enabled: false, disabledReason: 'Deliveries failed for 24 hours' })).toBe(
      'Disabled: Deliveries failed for 24 hours',
    );
    expect(endpointStatusLabel({ enabled: true })).toBe('Enabled');
  });
});
