import { createHmac } from 'node:crypto';
import {
  signatureHeader,
  SIGNATURE_TOLERANCE_SECONDS,
  verifySignatureHeader,
  WebhookSignatureError,
} from './webhook-signature';

describe('webhook signatures', () => {
  const secret = 'a-secret-of-at-least-thirty-two-characters';
  const body = Buffer.from('{"id":"evt_1","type":"payment.succeeded"}');
  const now = 1_750_000_000;

  const verify = (header: string | undefined, payload = body, at = now) =>
    verifySignatureHeader(payload, header, secret, at);

  it('accepts its own signature, within the tolerance either way', () => {
    const header = signatureHeader(body, secret, now);
    expect(header).toMatch(/^t=1750000000,v1=[0-9a-f]{64}$/);
    expect(() => verify(header)).not.toThrow();
    expect(() => verify(header, body, now + SIGNATURE_TOLERANCE_SECONDS)).not.toThrow();
    expect(() => verify(header, body, now - SIGNATURE_TOLERANCE_SECONDS)).not.toThrow();
  });

  it("matches Stripe's scheme: HMAC-SHA256 of '<t>.<body>' in hex", () => {
    const expected = createHmac('sha256', secret).update(`${now}.${body.toString()}`).digest('hex');
    expect(signatureHeader(body, secret, now)).toBe(`t=${now},v1=${expected}`);
  });

  it('refuses a stale or future timestamp', () => {
    const header = signatureHeader(body, secret, now);
    expect(() => verify(header, body, now + SIGNATURE_TOLERANCE_SECONDS + 1)).toThrow(/too old/);
    expect(() => verify(header, body, now - SIGNATURE_TOLERANCE_SECONDS - 1)).toThrow(/too old/);
  });

  it('refuses a tampered body, a moved timestamp and another secret', () => {
    const header = signatureHeader(body, secret, now);
    expect(() => verify(header, Buffer.from(body.toString().replace('succeeded', 'failed')))).toThrow(
      /does not match/,
    );
    expect(() => verify(header.replace(`t=${now}`, `t=${now + 1}`))).toThrow(/does not match/);
    expect(() => verify(signatureHeader(body, `${secret}x`, now))).toThrow(WebhookSignatureError);
  });

  it('finds a good signature among several (secret rotation), and refuses malformed headers', () => {
    const good = signatureHeader(body, secret, now).split(',')[1];
    expect(() => verify(`t=${now},v1=${'0'.repeat(64)},${good}`)).not.toThrow();
    for (const header of [undefined, '', 'garbage', `t=${now}`, 'v1=abc', `t=soon,${good}`]) {
      expect(() => verify(header)).toThrow(WebhookSignatureError);
    }
  });
});
