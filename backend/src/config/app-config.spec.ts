import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.MONGODB_URI).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.SEED_DEMO).toBe(false);
  });

  it('reads numbers and booleans from strings, and treats empty strings as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      TRUST_PROXY: 'true',
      MONGODB_URI: '',
      APP_URL: 'https://ivy.ie/',
    });
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.MONGODB_URI).toBeUndefined();
    expect(config.publicUrl).toBe('https://ivy.ie');
  });

  it('fails fast naming every bad setting', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', MONGODB_URI: 'postgres://x', NODE_ENV: 'staging' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT="eighty"');
    expect(message).toContain('MONGODB_URI');
    expect(message).toContain('NODE_ENV');
  });
});
