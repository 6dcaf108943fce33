import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError, type WebhookFailure } from './webhooks';

const NOW = new Date('2026-11-28T12:00:00Z');
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);

function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** Signs as the Standard Webhooks specification says, independently of the code under test. */
function sign(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

function delivery(secret: string, body: string, timestamp = NOW_SECONDS) {
  const id = 'msg_2b8Qx0v9';
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': sign(secret, id, timestamp, body),
  };
}

function failure(run: () => unknown): WebhookFailure {
  try {
    run();
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.reason;
    throw error;
  }
  throw new Error('the delivery was accepted');
}

describe('verifyWebhook', () => {
  const body = JSON.stringify({ type: 'renewal.imported', data: { _id: '6568a1' } });

  it('returns the payload of a delivery signed with the secret', () => {
    const secret = newSecret();
    expect(verifyWebhook(body, delivery(secret, body), secret, NOW)).toEqual({
      type: 'renewal.imported',
      data: { _id: '6568a1' },
    });
  });

  it("matches the Standard Webhooks specification's published example", () => {
    const headers = new Headers({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
    expect(
      verifyWebhook(
        '{"test": 2432232314}',
        headers,
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        new Date(1614265330_000),
      ),
    ).toEqual({ test: 2432232314 });
  });

  it('takes the raw body as bytes and headers in any case, as Node gives them', () => {
    const secret = newSecret();
    const headers = Object.fromEntries(
      Object.entries(delivery(secret, body)).map(([name, value]) => [name.toUpperCase(), value]),
    );
    expect(verifyWebhook(Buffer.from(body), headers, secret, NOW)).toMatchObject({
      type: 'renewal.imported',
    });
  });

  it('refuses a tampered body', () => {
    const secret = newSecret();
    const headers = delivery(secret, body);
    expect(failure(() => verifyWebhook(body.replace('6568a1', '6568a2'), headers, secret, NOW))).toBe(
      'no-matching-signature',
    );
  });

  it('refuses a signature made with another secret', () => {
    const headers = delivery(newSecret(), body);
    expect(failure(() => verifyWebhook(body, headers, newSecret(), NOW))).toBe('no-matching-signature');
  });

  it('refuses a timestamp more than five minutes old or ahead, even when signed', () => {
    const secret = newSecret();
    for (const offset of [-301, 301]) {
      const headers = delivery(secret, body, NOW_SECONDS + offset);
      expect(failure(() => verifyWebhook(body, headers, secret, NOW))).toBe('timestamp-out-of-range');
    }
    expect(verifyWebhook(body, delivery(secret, body, NOW_SECONDS - 300), secret, NOW)).toBeTruthy();
  });

  it('accepts either secret while one is rotated: any signature of the list may match', () => {
    const [previous, next] = [newSecret(), newSecret()];
    const headers = delivery(previous, body);
    const both = `${headers['webhook-signature']} ${sign(next, headers['webhook-id'], NOW_SECONDS, body)}`;
    for (const secret of [previous, next]) {
      expect(verifyWebhook(body, { ...headers, 'webhook-signature': both }, secret, NOW)).toBeTruthy();
    }
    expect(
      failure(() => verifyWebhook(body, { ...headers, 'webhook-signature': both }, newSecret(), NOW)),
    ).toBe('no-matching-signature');
  });

  it('ignores signatures of other schemes', () => {
    const secret = newSecret();
    const headers = delivery(secret, body);
    const v2 = headers['webhook-signature'].replace('v1,', 'v2,');
    expect(failure(() => verifyWebhook(body, { ...headers, 'webhook-signature': v2 }, secret, NOW))).toBe(
      'no-matching-signature',
    );
  });

  it('refuses a delivery without its headers, a timestamp that is not a number, and a malformed secret', () => {
    const secret = newSecret();
    const headers = delivery(secret, body);
    expect(failure(() => verifyWebhook(body, { ...headers, 'webhook-id': undefined }, secret, NOW))).toBe(
      'missing-headers',
    );
    expect(
      failure(() => verifyWebhook(body, { ...headers, 'webhook-timestamp': '2026-11-28' }, secret, NOW)),
    ).toBe('bad-timestamp');
    expect(failure(() => verifyWebhook(body, headers, secret.slice('whsec_'.length), NOW))).toBe(
      'bad-secret',
    );
  });
});
