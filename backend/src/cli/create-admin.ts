import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { Actor } from '../common/auth';
import { randomToken } from '../common/crypto/tokens';
import { loadConfigOrExit } from '../config/app-config';
import { loadDotEnv } from '../config/dotenv';
import { startLocalDatabase } from '../database/local-database';
import { emailProblem } from '../common/validation/person-fields';
import { passwordProblems, UsersService } from '../modules/users';
import { CliModule } from './cli.module';

const USAGE = 'usage: make admin EMAIL=you@example.ie [PASSWORD=…]   (no PASSWORD: a random one is printed)';
const CLI_ACTOR: Actor = { type: 'system', id: 'cli', label: 'make admin' };

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function readArguments(): { email: string; password: string; generated: boolean } {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const email = (values.email ?? '').trim().toLowerCase();
  const emailIssue = emailProblem(email);
  if (emailIssue) fail(`EMAIL: ${emailIssue}\n${USAGE}`);
  if (!values.password) return { email, password: randomToken(15), generated: true };
  const passwordIssue = passwordProblems(values.password)[0];
  if (passwordIssue) fail(`PASSWORD: ${passwordIssue}`);
  return { email, password: values.password, generated: false };
}

/** `make admin`: creates an administrator, or resets one's password (and ends their sessions). */
async function main(): Promise<void> {
  const { email, password, generated } = readArguments();
  loadDotEnv();
  const config = loadConfigOrExit({ ...process.env, SEED_DEMO: 'false' });
  const database = await startLocalDatabase(config, { reuseRunning: true });
  const app = await NestFactory.createApplicationContext(CliModule.forRoot(config), {
    logger: ['error', 'warn'],
  });
  try {
    const outcome = await app
      .get(UsersService)
      .ensureAdmin({ email, password, first_name: 'Site', last_name: 'Administrator' }, CLI_ACTOR);
    console.log(
      outcome === 'created'
        ? `Created the administrator ${email}.`
        : `${email} is an administrator with a new password.`,
    );
    if (generated) console.log(`Password: ${password}`);
    console.log(`Log in at ${config.publicUrl}/admin`);
  } finally {
    await app.close();
    await database?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
