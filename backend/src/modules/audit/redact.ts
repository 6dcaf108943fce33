const SECRET_KEY = /password|hash|secret|token|otpauth|apikey/i;

/**
 * A copy of a record fit for the audit log: every field whose name suggests a credential
 * (password, hash, secret, token…) is dropped, at any depth.
 */
export function redactForAudit(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactForAudit);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  if (typeof (value as { toHexString?: unknown }).toHexString === 'function') return String(value);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, child]) => [key, redactForAudit(child)]),
  );
}
