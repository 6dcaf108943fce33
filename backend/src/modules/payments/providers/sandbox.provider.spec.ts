import { signatureHeader } from '../domain/webhook-signature';
import { SandboxProvider } from './sandbox.provider';

describe('the sandbox provider', () => {
  const secret = 'a-secret-of-at-least-thirty-two-characters';
  const provider = new SandboxProvider(secret);
  const now = new Date('2026-05-01T10:00:00Z');

  it('verifies and reads the events its page signs', () => {
    const card = { brand: 'Visa', last4: '4242' };
    const { body, signature } = provider.event(
      'payment.succeeded',
      { paymentId: 'p1', amountCents: 100, currency: 'EUR', card },
      now,
    );
    expect(JSON.parse(body).id).toMatch(/^evt_sbx_[0-9a-f]{24}$/);
    expect(provider.verifyWebhook(Buffer.from(body), signature, now)).toMatchObject({
      type: 'payment.succeeded',
      paymentId: 'p1',
      outcome: 'succeeded',
      amountCents: 100,
      currency: 'EUR',
      card,
    });
  });

  it('refuses a correctly signed body that is not one of its events, or not JSON', () => {
    const at = Math.floor(now.getTime() / 1000);
    const refunded = JSON.stringify({ id: 'x', type: 'payment.refunded', data: { paymentId: 'p1' } });
    expect(() =>
      provider.verifyWebhook(Buffer.from(refunded), signatureHeader(refunded, secret, at), now),
    ).toThrow('The webhook is not a sandbox payment event.');
    expect(() => provider.verifyWebhook(Buffer.from('{'), signatureHeader('{', secret, at), now)).toThrow(
      'The webhook body is not JSON.',
    );
  });
});
