import { newApiKey, parseApiKey } from './api-key-format';

describe('API key format', () => {
  it('makes keys that parse back into their parts', () => {
    for (let i = 0; i < 50; i++) {
      const { key, prefix, secret } = newApiKey();
      expect(key).toMatch(/^ivy_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
      expect(parseApiKey(key)).toEqual({ prefix, secret });
    }
  });

  it('refuses anything else', () => {
    const { key } = newApiKey();
    for (const bad of [
      '',
      'ivy_',
      key.slice(0, -1),
      `${key}x`,
      key.replace('ivy_', 'ivx_'),
      key.toUpperCase(),
    ]) {
      expect(parseApiKey(bad)).toBeUndefined();
    }
  });
});
