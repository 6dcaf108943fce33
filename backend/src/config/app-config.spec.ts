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

  it('gives the identity settings safe defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      TWO_FACTOR_ENABLED: true,
      ALLOW_SKIP_2FA: false,
      ALLOW_SIGNUP: false,
      SESSION_IDLE_MINUTES: 30,
      SESSION_ABSOLUTE_HOURS: 12,
      MAIL_TRANSPORT: 'outbox',
      RATE_LIMIT_MULTIPLIER: 1,
      API_KEY_RATE_LIMIT: 600,
    });
    expect(config.ENCRYPTION_KEY).toBeUndefined();
    expect(config.secureCookies).toBe(false);
    expect(loadConfig({ APP_URL: 'https://www.ivycarinsurance.ie' }).secureCookies).toBe(true);
  });

  it('refuses the sandbox payments and the mail outbox in production on an external database, unless allowed', () => {
    const key = 'x'.repeat(43) + '=';
    const real = { NODE_ENV: 'production', MONGODB_URI: 'mongodb://db/ivy', ENCRYPTION_KEY: key };
    expect(() => loadConfig(real)).toThrow(/PAYMENT_PROVIDER=sandbox and MAIL_TRANSPORT=outbox/);
    expect(() => loadConfig({ ...real, MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://mail' })).toThrow(
      /PAYMENT_PROVIDER=sandbox take no money/,
    );
    expect(loadConfig({ ...real, ALLOW_DEMO_PROVIDERS: 'true' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'production' }).MAIL_TRANSPORT).toBe('outbox');
  });

  it('checks the encryption key: 32 bytes of base64, required in production on an external database', () => {
    const key = Buffer.alloc(32, 1).toString('base64');
    expect(loadConfig({ ENCRYPTION_KEY: key }).ENCRYPTION_KEY).toBe(key);
    expect(() => loadConfig({ ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /ENCRYPTION_KEY/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db/ivy' })).toThrow(
      /ENCRYPTION_KEY is required/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).ENCRYPTION_KEY).toBeUndefined();
  });

  it('needs SMTP_URL only when mail goes through SMTP', () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://mail:25' }).SMTP_URL).toBe(
      'smtp://mail:25',
    );
  });
});

describe('payment settings', () => {
  it('defaults to the offline sandbox, with a demo creditor identifier', () => {
    const config = loadConfig({});
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
    expect(config.SANDBOX_SIGNING_SECRET).toBeUndefined();
    expect(config.SEPA_CREDITOR_ID).toBe('IE31ZZZ654321');
  });

  it('needs both Stripe keys with PAYMENT_PROVIDER=stripe, and reads the test API address', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
    const config = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(config).toMatchObject({ STRIPE_API_PORT: 12111, STRIPE_API_PROTOCOL: 'http' });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('refuses a short sandbox secret and a malformed creditor identifier', () => {
    expect(() => loadConfig({ SANDBOX_SIGNING_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ SEPA_CREDITOR_ID: '123' })).toThrow(/SEPA_CREDITOR_ID/);
  });
});
