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
  validateSync,
  ValidationError,
} from 'class-validator';
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

  get publicUrl(): string {
    return (this.APP_URL ?? `http://localhost:${this.PORT}`).replace(/\/$/, '');
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
