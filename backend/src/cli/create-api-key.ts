import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { Actor } from '../common/auth';
import { loadConfigOrExit } from '../config/app-config';
import { loadDotEnv } from '../config/dotenv';
import { ensureEncryptionKey } from '../config/local-secrets';
import { startLocalDatabase } from '../database/local-database';
import { ApiKeysService, CreateApiKeyDto } from '../modules/auth';
import { ApiKeysCliModule } from './cli.module';

const USAGE = 'usage: make api-key NAME="Broker system" SCOPES=renewals:read,renewals:write';
const CLI_ACTOR: Actor = { type: 'system', id: 'cli', label: 'make api-key' };

/** The key's settings, checked by the same rules as the admin area's form. */
function readArguments(): CreateApiKeyDto {
  const { values } = parseArgs({ options: { name: { type: 'string' }, scopes: { type: 'string' } } });
  const input = plainToInstance(CreateApiKeyDto, {
    name: values.name ?? '',
    scopes: (values.scopes ?? '').split(',').filter(Boolean),
  });
  const problems = validateSync(input).map(
    (error) => `${error.property.toUpperCase()}: ${Object.values(error.constraints ?? {})[0]}`,
  );
  if (problems.length > 0) {
    console.error(`${problems.join('\n')}\n${USAGE}`);
    process.exit(2);
  }
  return input;
}

/**
 * `make api-key`: an integrator key without the admin area (scripts, CI, the SDK's example). The key is
 * printed once, on a line of its own; like the admin area, the store keeps only its hash.
 */
async function main(): Promise<void> {
  const input = readArguments();
  loadDotEnv();
  const config = loadConfigOrExit({ ...process.env, SEED_DEMO: 'false' });
  // The site's own key (from DATA_DIR when not set), which the idempotency store beside the keys needs.
  ensureEncryptionKey(config);
  const database = await startLocalDatabase(config, { reuseRunning: true });
  const app = await NestFactory.createApplicationContext(ApiKeysCliModule.forRoot(config), {
    logger: ['error', 'warn'],
  });
  try {
    const { apiKey, key } = await app.get(ApiKeysService).create(input, CLI_ACTOR);
    console.log(
      `Created the API key "${apiKey.name}" with ${apiKey.scopes.join(', ')}. It is shown this once:`,
    );
    console.log(key);
  } finally {
    await app.close();
    await database?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
