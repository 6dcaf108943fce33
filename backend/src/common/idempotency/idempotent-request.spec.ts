import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { ApiKeyPrincipal } from '../auth/principal';
import { FieldErrorsException } from '../http/problem';
import { callerOf, idempotencyKeyOf, idempotentRequest, requestShape } from './idempotent-request';

const withKey = (key: string | undefined) => ({ get: () => key }) as unknown as Pick<Request, 'get'>;

describe('idempotent requests', () => {
  it('takes a key of 1 to 255 visible characters, and refuses any other', () => {
    expect(idempotencyKeyOf(withKey(undefined))).toBeUndefined();
    expect(idempotencyKeyOf(withKey('4f9c2a3e-8b1d-4c6e-9a57-2d3b8e0f1a6c'))).toBe(
      '4f9c2a3e-8b1d-4c6e-9a57-2d3b8e0f1a6c',
    );
    expect(idempotencyKeyOf(withKey('k'.repeat(255)))).toHaveLength(255);
    for (const bad of ['', 'k'.repeat(256), 'a, b', 'clé'])
      expect(() => idempotencyKeyOf(withKey(bad))).toThrow(FieldErrorsException);
  });

  it('tells callers apart: a key, a staff member, a visitor by address and the access tokens shown', () => {
    const visitor = (ip: string, headers: Record<string, string> = {}) =>
      callerOf({ ip, headers } as Pick<Request, 'principal' | 'ip' | 'headers'>);
    const apiKey: ApiKeyPrincipal = {
      kind: 'apiKey',
      key: { id: 'k1', name: '', scopes: [], rateLimitPerMinute: 1 },
    };
    expect(callerOf({ principal: apiKey, ip: '10.0.0.1', headers: {} })).toBe('apiKey:k1');
    expect(visitor('10.0.0.1')).not.toBe(visitor('10.0.0.2'));
    expect(visitor('10.0.0.1', { 'x-quote-token': 'a' })).not.toBe(
      visitor('10.0.0.1', { 'x-quote-token': 'b' }),
    );
    expect(visitor('10.0.0.1', { 'x-csrf-token': 'a', accept: '*/*' })).toBe(visitor('10.0.0.1'));
  });

  it('shapes a request whatever the order of its fields, and tells another body or file apart', () => {
    const shape = (body: unknown, file?: { buffer: Buffer }) =>
      requestShape({
        method: 'POST',
        originalUrl: '/api/v1/quotes',
        body,
        file: file && { fieldname: 'file', originalname: 'a.csv', size: file.buffer.length, ...file },
      });
    expect(shape({ a: 1, b: [1, 2] })).toBe(shape({ b: [1, 2], a: 1 }));
    expect(shape({ a: 1 })).not.toBe(shape({ a: 2 }));
    expect(shape({}, { buffer: Buffer.from('x') })).not.toBe(shape({}, { buffer: Buffer.from('y') }));
  });

  it('derives ids and fingerprints no one can read the caller or the key from', () => {
    const secret = randomBytes(32);
    const first = idempotentRequest(secret, 'user:1', 'key-1', '{}');
    expect(idempotentRequest(secret, 'user:1', 'key-1', '{}')).toEqual(first);
    expect(idempotentRequest(secret, 'user:2', 'key-1', '{}').id).not.toBe(first.id);
    expect(idempotentRequest(secret, 'user:1', 'key-1', '{"a":1}').fingerprint).not.toBe(first.fingerprint);
    expect(idempotentRequest(randomBytes(32), 'user:1', 'key-1', '{}').id).not.toBe(first.id);
    expect(`${first.id}${first.fingerprint}`).not.toMatch(/user|key-1/);
  });
});
