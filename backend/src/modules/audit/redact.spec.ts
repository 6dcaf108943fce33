import { Types } from 'mongoose';
import { redactForAudit } from './redact';

describe('redactForAudit', () => {
  it('drops credentials at any depth and keeps the rest', () => {
    const id = new Types.ObjectId();
    const at = new Date('2026-01-02T03:04:05Z');
    expect(
      redactForAudit({
        _id: id,
        email: 'aoife@example.ie',
        password: 'hunter2hunter2',
        passwordHash: '$argon2id$…',
        createdAt: at,
        twoFactor: { isVerified: true, secret: 'v1.abc', otpauth_url: 'otpauth://…' },
        passwordReset: { tokenHash: 'abc' },
        scopes: ['users:read'],
        apiKey: 'ivy_x_y',
        nested: [{ newPassword: 'x', name: 'kept' }],
      }),
    ).toEqual({
      _id: id.toHexString(),
      email: 'aoife@example.ie',
      createdAt: at,
      twoFactor: { isVerified: true },
      scopes: ['users:read'],
      nested: [{ name: 'kept' }],
    });
  });

  it('passes plain values through', () => {
    expect(redactForAudit(null)).toBeNull();
    expect(redactForAudit('text')).toBe('text');
  });
});
