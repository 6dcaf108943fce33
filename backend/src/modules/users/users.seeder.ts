import { Injectable, Logger } from '@nestjs/common';
import { Actor } from '../../common/auth';
import { randomToken } from '../../common/crypto/tokens';
import { DemoSeed, DemoSeeder } from '../../common/seeding/demo-seeder';
import { AppConfig } from '../../config/app-config';
import { secretsPath, writePrivateFile } from '../../config/local-secrets';
import { UserDirectory } from './user-directory';
import { UsersService } from './users.service';

export const DEMO_ADMIN_EMAIL = 'admin@ivycarinsurance.ie';
const SEED_ACTOR: Actor = { type: 'system', id: 'demo-seed', label: 'demo seed' };

/** The first administrator of a new install, with a random password shown once (never resets one). */
@DemoSeed(10)
@Injectable()
export class AdminSeeder implements DemoSeeder {
  private readonly logger = new Logger('AdminSeeder');

  constructor(
    private readonly users: UsersService,
    private readonly directory: UserDirectory,
    private readonly config: AppConfig,
  ) {}

  async seed(): Promise<void> {
    if ((await this.directory.administrators()) > 0) return;
    if (await this.directory.byEmail(DEMO_ADMIN_EMAIL)) {
      this.logger.warn(
        `${DEMO_ADMIN_EMAIL} exists but is not an administrator: use 'make admin' to make one.`,
      );
      return;
    }
    const password = randomToken(15);
    await this.users.create(
      { first_name: 'Site', last_name: 'Administrator', email: DEMO_ADMIN_EMAIL, password, isAdmin: true },
      SEED_ACTOR,
    );
    const file = secretsPath(this.config, 'admin-credentials.txt');
    const url = `${this.config.publicUrl}/admin`;
    writePrivateFile(file, `url: ${url}\nemail: ${DEMO_ADMIN_EMAIL}\npassword: ${password}\n`);
    process.stdout.write(credentialsBox(url, password, file));
  }
}

function credentialsBox(url: string, password: string, file: string): string {
  const lines = [
    'An administrator account was created. This password is shown once.',
    '',
    `  Log in at  ${url}`,
    `  Email      ${DEMO_ADMIN_EMAIL}`,
    `  Password   ${password}`,
    '',
    `Also saved (owner-only) in ${file}`,
    'Change it with: make admin EMAIL=... PASSWORD=...',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const border = `+${'-'.repeat(width + 2)}+`;
  return `\n${[border, ...lines.map((l) => `| ${l.padEnd(width)} |`), border].join('\n')}\n\n`;
}
