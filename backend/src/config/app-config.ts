import path from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  Validate,
  ValidateIf,
  validateSync,
  ValidationError,
} from 'class-validator';
import { DemoProvidersRule } from './demo-providers-rule';
import { AesKeyRule, EncryptionKeyRule } from './encryption-key-rule';
import { fromRoot } from './paths';

const toBool = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()) : value;
const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value !== '' ? Number(value) : value;

/** Every setting the backend reads, validated once at start-up (see .env.example). */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  /** The public address of the site, used in emails and payment return links. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  APP_URL?: string;

  /** A MongoDB (or FerretDB) connection string; unset, the embedded FerretDB is started. */
  @IsOptional()
  @Matches(/^mongodb(\+srv)?:\/\/.+/, { message: 'MONGODB_URI must be a mongodb:// or mongodb+srv:// URI' })
  MONGODB_URI?: string;

  @IsString()
  DATA_DIR = fromRoot('.data');

  @IsString()
  FERRETDB_BIN = fromRoot('.tools', 'bin', 'ferretdb');

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  FERRETDB_PORT = 27027;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Largest JSON or form body accepted, in bytes (uploads have their own limits). */
  @Transform(toInt)
  @IsInt()
  @Min(1024)
  BODY_LIMIT_BYTES = 100 * 1024;

  /** Set behind a TLS-terminating proxy so client IPs and Secure cookies are right. */
  @Transform(toBool)
  @IsBoolean()
  TRUST_PROXY = false;

  @IsString()
  SPA_DIST = fromRoot('frontend', 'dist');

  @IsString()
  BRAND_FILE = fromRoot('config', 'brand.json');

  /** Seed the demo content on start (idempotent; never overwrites what staff changed). */
  @Transform(toBool)
  @IsBoolean()
  SEED_DEMO = false;

  /** Staff must pass a TOTP second factor after the password (SPEC section 4). */
  @Transform(toBool)
  @IsBoolean()
  TWO_FACTOR_ENABLED = true;

  /** Staff who have not set up two-factor yet may skip the set-up screen. */
  @Transform(toBool)
  @IsBoolean()
  ALLOW_SKIP_2FA = false;

  /** Visitors may create (non-admin) accounts from the login screen. */
  @Transform(toBool)
  @IsBoolean()
  ALLOW_SIGNUP = false;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(24 * 60)
  SESSION_IDLE_MINUTES = 30;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(24 * 30)
  SESSION_ABSOLUTE_HOURS = 12;

  /**
   * Data protection (GDPR): policy and payment records an erasure keeps, minimal, for the law: this
   * many years after the cover ends.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(30)
  RETENTION_POLICY_YEARS = 6;

  /** Retention sweeps: quotes never bought are deleted this many months after they were started. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RETENTION_UNBOUGHT_QUOTE_MONTHS = 13;

  /** Enquiries (contact, feedback, policy changes, association quotes), in months. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RETENTION_ENQUIRY_MONTHS = 24;

  /** Cookie consent proofs, in months after the consent itself expired. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RETENTION_CONSENT_MONTHS_AFTER_EXPIRY = 24;

  /** Mail kept in the outbox, in days. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RETENTION_OUTBOX_DAYS = 90;

  /** Audit log entries, in years. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RETENTION_AUDIT_YEARS = 7;

  /**
   * 32 bytes, base64: the AES-256-GCM key for secrets at rest (2FA secrets). Required in production
   * with an external database; otherwise, unset, one is generated once under DATA_DIR/secrets.
   */
  @Validate(EncryptionKeyRule)
  ENCRYPTION_KEY?: string;

  /** Scales every rate limit (load tests and test suites raise it; 1 in real use). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_MULTIPLIER = 1;

  /**
   * Requests a minute an integrator API key may make, unless an administrator gave the key its own
   * budget. Not scaled by RATE_LIMIT_MULTIPLIER: it is a promise to integrators, not a defence.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  API_KEY_RATE_LIMIT = 600;

  /** How often each instance looks for webhook deliveries due (besides at once after its own events). */
  @Transform(toInt)
  @IsInt()
  @Min(10)
  WEBHOOK_POLL_MS = 1000;

  /** The wait before a failed webhook delivery's first retry; each further failure doubles it (tests set 0). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  WEBHOOK_RETRY_BASE_MS = 30_000;

  /** No wait between webhook retries grows past this. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  WEBHOOK_RETRY_MAX_MS = 3_600_000;

  /** How long a receiver has to answer a webhook delivery before the attempt counts as failed. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(60_000)
  WEBHOOK_TIMEOUT_MS = 10_000;

  /** `outbox` keeps mail in the database (and the log); `smtp` sends it through SMTP_URL. */
  @IsIn(['outbox', 'smtp'])
  MAIL_TRANSPORT: 'outbox' | 'smtp' = 'outbox';

  @ValidateIf((config: AppConfig) => config.MAIL_TRANSPORT === 'smtp')
  @Matches(/^smtps?:\/\/.+/, {
    message: 'SMTP_URL must be an smtp:// or smtps:// URL when MAIL_TRANSPORT=smtp',
  })
  SMTP_URL?: string;

  /** The sender of every email; unset, the brand's `email.from`. */
  @IsOptional()
  @IsString()
  MAIL_FROM?: string;

  /** Captcha on the public forms: `off` (honeypot and rate limits only) or `recaptcha` (server-side check). */
  @IsIn(['off', 'recaptcha'])
  CAPTCHA_PROVIDER: 'off' | 'recaptcha' = 'off';

  /** The reCAPTCHA secret key; required when CAPTCHA_PROVIDER=recaptcha. */
  @ValidateIf((config: AppConfig) => config.CAPTCHA_PROVIDER === 'recaptcha')
  @IsString({ message: 'RECAPTCHA_SECRET is required when CAPTCHA_PROVIDER=recaptcha' })
  RECAPTCHA_SECRET?: string;

  /** The reCAPTCHA site key the browser widget renders with; required when CAPTCHA_PROVIDER=recaptcha. */
  @ValidateIf((config: AppConfig) => config.CAPTCHA_PROVIDER === 'recaptcha')
  @IsString({ message: 'RECAPTCHA_SITE_KEY is required when CAPTCHA_PROVIDER=recaptcha' })
  RECAPTCHA_SITE_KEY?: string;

  /**
   * Where earlier versions kept uploaded images; unset, DATA_DIR/uploads. Images found there are moved into
   * the file store at start, so an existing deployment keeps them.
   */
  @IsOptional()
  @IsString()
  UPLOADS_DIR?: string;

  /** Where every kept file goes (images, import files, documents): `local` (FILES_DIR) or `s3` (S3_*). */
  @IsIn(['local', 's3'])
  FILE_STORE: 'local' | 's3' = 'local';

  /** The local file store's directory (FILE_STORE=local, and the source of `make migrate-files`); unset, DATA_DIR/files. */
  @IsOptional()
  @IsString()
  FILES_DIR?: string;

  /** The bucket of the S3-compatible store; required when FILE_STORE=s3. */
  @ValidateIf((config: AppConfig) => config.FILE_STORE === 's3')
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    message:
      'S3_BUCKET (a bucket name: lowercase letters, digits, dots and hyphens) is required when FILE_STORE=s3',
  })
  S3_BUCKET?: string;

  @IsString()
  S3_REGION = 'us-east-1';

  /** The S3 API's address for a service other than AWS (MinIO, versitygw, R2, …); unset, AWS's. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  S3_ENDPOINT?: string;

  /** Addresses objects as ENDPOINT/BUCKET/KEY rather than BUCKET.ENDPOINT/KEY (most self-hosted services). */
  @Transform(toBool)
  @IsBoolean()
  S3_FORCE_PATH_STYLE = false;

  /** Static credentials; unset, the AWS SDK's usual chain (environment, profile, instance role). */
  @ValidateIf((config: AppConfig) => config.S3_SECRET_ACCESS_KEY !== undefined)
  @IsString({ message: 'S3_ACCESS_KEY_ID is required with S3_SECRET_ACCESS_KEY' })
  S3_ACCESS_KEY_ID?: string;

  @ValidateIf((config: AppConfig) => config.S3_ACCESS_KEY_ID !== undefined)
  @IsString({ message: 'S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID' })
  S3_SECRET_ACCESS_KEY?: string;

  /**
   * How /uploads/* reaches browsers: `app` streams each image from the file store (ETag, ranges, a year's
   * immutable cache); `redirect` answers with a redirect to FILES_PUBLIC_URL, e.g. a public bucket or a CDN.
   */
  @IsIn(['app', 'redirect'])
  UPLOADS_DELIVERY: 'app' | 'redirect' = 'app';

  /** The public address of the store's keys (FILES_PUBLIC_URL/uploads/<name>); required when UPLOADS_DELIVERY=redirect. */
  @ValidateIf((config: AppConfig) => config.UPLOADS_DELIVERY === 'redirect')
  @IsUrl(
    { require_tld: false, require_protocol: true },
    { message: 'FILES_PUBLIC_URL (an http(s) URL) is required when UPLOADS_DELIVERY=redirect' },
  )
  FILES_PUBLIC_URL?: string;

  /** Largest image upload accepted, in bytes (a larger one is refused with 413). */
  @Transform(toInt)
  @IsInt()
  @Min(1024)
  @Max(100 * 1024 * 1024)
  UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

  /**
   * Card payments: `sandbox`, a hosted test page this app serves itself (no real money, works
   * offline), or `stripe` (Stripe Checkout).
   */
  @IsIn(['sandbox', 'stripe'])
  PAYMENT_PROVIDER: 'sandbox' | 'stripe' = 'sandbox';

  /**
   * Lets a production deployment with MONGODB_URI run on the sandbox payment page or the mail outbox,
   * which it refuses otherwise (a demo, never a real site).
   */
  @Transform(toBool)
  @IsBoolean()
  @Validate(DemoProvidersRule)
  ALLOW_DEMO_PROVIDERS = false;

  /** Signs the sandbox page's webhooks; unset, one is generated once under DATA_DIR/secrets. */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'SANDBOX_SIGNING_SECRET must be at least 32 characters' })
  SANDBOX_SIGNING_SECRET?: string;

  @ValidateIf((config: AppConfig) => config.PAYMENT_PROVIDER === 'stripe')
  @Matches(/^(sk|rk)_\w+$/, {
    message: 'STRIPE_SECRET_KEY (sk_… or rk_…) is required when PAYMENT_PROVIDER=stripe',
  })
  STRIPE_SECRET_KEY?: string;

  @ValidateIf((config: AppConfig) => config.PAYMENT_PROVIDER === 'stripe')
  @Matches(/^whsec_\w+$/, {
    message: 'STRIPE_WEBHOOK_SECRET (whsec_…) is required when PAYMENT_PROVIDER=stripe',
  })
  STRIPE_WEBHOOK_SECRET?: string;

  /** Where the Stripe SDK sends its API calls; unset, Stripe itself. Tests point it at a local fake. */
  @IsOptional()
  @IsString()
  STRIPE_API_HOST?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  STRIPE_API_PORT?: number;

  @IsOptional()
  @IsIn(['http', 'https'])
  STRIPE_API_PROTOCOL?: 'http' | 'https';

  /** The broker's SEPA creditor identifier, printed on Direct Debit mandates (from its bank). */
  @Matches(/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/, {
    message: 'SEPA_CREDITOR_ID must look like IE12ZZZ123456',
  })
  SEPA_CREDITOR_ID = 'IE31ZZZ654321';

  /**
   * The bearer token a Prometheus scraper sends to read /metrics; unset, /metrics answers 404.
   * At least 16 characters (`openssl rand -hex 24`).
   */
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
  METRICS_TOKEN?: string;

  /**
   * On SIGTERM or SIGINT: how long requests in flight may take to finish before their connections are
   * cut (readiness answers 503 from the signal on), then as long again for scheduled jobs in progress.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(600)
  SHUTDOWN_TIMEOUT_SECONDS = 15;

  /** 32 bytes, base64: encrypts `make backup` (AES-256-GCM per file); `make restore` needs it to read one. */
  @IsOptional()
  @Validate(AesKeyRule)
  BACKUP_KEY?: string;

  get uploadsDir(): string {
    return path.resolve(this.UPLOADS_DIR ?? path.join(this.DATA_DIR, 'uploads'));
  }

  get filesDir(): string {
    return path.resolve(this.FILES_DIR ?? path.join(this.DATA_DIR, 'files'));
  }

  get publicUrl(): string {
    return (this.APP_URL ?? `http://localhost:${this.PORT}`).replace(/\/$/, '');
  }

  /** Cookies are Secure when the site is served over HTTPS (directly or behind a TLS proxy). */
  get secureCookies(): boolean {
    return this.TRUST_PROXY || this.publicUrl.startsWith('https://');
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function describe(errors: ValidationError[], env: Record<string, string | undefined>): string[] {
  return errors.map((e) => {
    const given = env[e.property] === undefined ? 'unset' : JSON.stringify(env[e.property]);
    return `${e.property}=${given}: ${Object.values(e.constraints ?? {}).join('; ')}`;
  });
}

/** Reads the settings from an environment (empty strings count as unset). Throws ConfigError naming each bad one. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const config = plainToInstance(AppConfig, defined, { exposeDefaultValues: true });
  const problems = describe(
    validateSync(config, { whitelist: false, skipMissingProperties: false }),
    defined,
  );
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** For entry points (the server, the CLI): a bad setting prints what is wrong and exits. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
