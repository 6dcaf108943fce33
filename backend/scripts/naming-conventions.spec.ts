import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** One name for each kind of backend file: scripts/naming-conventions.mjs, which `make lint` runs. */
const ROOT = path.resolve(__dirname, '..', '..');
const CHECK = path.join(ROOT, 'scripts', 'naming-conventions.mjs');

function problems(files: Record<string, string>): string[] {
  const input = Object.entries(files).map(([file, content]) => ({ path: `backend/src/${file}`, content }));
  const run = spawnSync(process.execPath, [CHECK, '--stdin'], {
    input: JSON.stringify(input),
    encoding: 'utf8',
  });
  return run.stderr.split('\n').filter((line) => line.startsWith('backend/src/'));
}

describe('naming conventions', () => {
  it('passes on the repository', () => {
    const run = spawnSync(process.execPath, [CHECK], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('passes files named for their kind', () => {
    expect(
      problems({
        'modules/quotes/quote.views.ts': 'export function toQuoteView() {}',
        'modules/quotes/quotes.seeder.ts': 'export class QuoteDemoSeeder {}',
        'modules/quotes/quote-pricing.service.ts': 'export class QuotePricing {}',
        'modules/quotes/quotes.service.ts': 'export class QuotesService {}',
        'modules/quotes/schemas/quote.schema.ts': '',
        'modules/payments/quote-checkout/quote-checkout.service.ts': 'export class QuoteCheckout {}',
      }),
    ).toEqual([]);
  });

  it('names each file that breaks a rule, with the name it should have', () => {
    expect(
      problems({
        'modules/users/user-view.ts': '',
        'modules/quotes/quote-records.ts': 'export function toQuoteView() {}',
        'modules/quotes/quote-demo-seeder.ts': 'export class QuoteDemoSeeder {}',
        'modules/payments/checkout.service.ts': 'export class PaymentCheckout {}',
        'modules/users/user-directory.ts': 'export class UserDirectoryService {}',
        'modules/lockout/lockout.schema.ts': '',
        'modules/lockout/schemas/keys.ts': '',
        'modules/payments/quotes/quote-fulfiller.ts': '',
      }),
    ).toEqual([
      'backend/src/modules/users/user-view.ts: a response mapper is named <thing>.views.ts',
      'backend/src/modules/quotes/quote-records.ts: a response mapper (to…View) lives in a <thing>.views.ts',
      'backend/src/modules/quotes/quote-demo-seeder.ts: a seeder is named after its module: quotes.seeder.ts',
      'backend/src/modules/quotes/quote-demo-seeder.ts: a seeder class lives in quotes.seeder.ts',
      'backend/src/modules/payments/checkout.service.ts: a service file is named after its class: payment-checkout.service.ts',
      'backend/src/modules/users/user-directory.ts: the class UserDirectoryService lives in user-directory.service.ts',
      'backend/src/modules/lockout/lockout.schema.ts: a Mongoose schema lives in a schemas/ folder (lockout/schemas/lockout.schema.ts)',
      'backend/src/modules/lockout/schemas/keys.ts: a schemas/ folder holds *.schema.ts files only',
      'backend/src/modules/payments/quotes/quote-fulfiller.ts: the folder quotes/ shares its name with the module quotes',
    ]);
  });
});
