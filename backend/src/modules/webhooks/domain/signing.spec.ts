import { createHmac } from 'node:crypto';
import { newWebhookSecret, signature, signatureHeader } from './signing';

/** The Standard Webhooks recipe, written out again here so the test does not trust the signer. */
function expected(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.split('_')[1], 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

describe('webhook signing (Standard Webhooks)', () => {
  it('matches the specification’s published example', () => {
    // https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md
    expect(
      signature(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('signs id, timestamp and body with the secret’s decoded bytes', () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({ type: 'quote.priced', timestamp: '2026-11-28T10:00:00.000Z', data: {} });
    expect(signature(secret, '42', 1_764_324_000, body)).toBe(expected(secret, '42', 1_764_324_000, body));
  });

  it('makes secrets of 24 random bytes after whsec_', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(24);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it('signs with each secret in force, space-separated', () => {
    const [old, current] = [newWebhookSecret(), newWebhookSecret()];
    expect(signatureHeader([current, old], '7', 100, '{}')).toBe(
      `${expected(current, '7', 100, '{}')} ${expected(old, '7', 100, '{}')}`,
    );
  });
});
