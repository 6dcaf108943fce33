import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

interface Probe {
  filePath: string;
  /** Appended to the file's own content. */
  code: string;
}

/** Lints each file of the repository with some code added, through the real ESLint config. */
function lintErrors(rule: string, probes: Probe[]): string[][] {
  const input = probes.map(({ filePath, code }) => ({
    filePath,
    code: `${fs.readFileSync(path.join(repo, filePath), 'utf8')}\n${code}\n`,
  }));
  const output = execFileSync(process.execPath, [path.join(repo, 'scripts/lib/lint-probe.mjs')], {
    cwd: repo,
    input: JSON.stringify(input),
    encoding: 'utf8',
  });
  const results = JSON.parse(output) as { ruleId: string | null; message: string }[][];
  return results.map((messages) => messages.filter((m) => m.ruleId === rule).map((m) => m.message));
}

const importing = (filePath: string, imports: string): Probe => ({
  filePath,
  code: `import * as probe from '${imports}';\nexport { probe };`,
});

describe('the module boundary rule (eslint.config.mjs, scripts/lib/module-layers.mjs)', () => {
  it('fails an import that runs back up or into another module, and passes the public surface', () => {
    const [plumbingImportsModule, foundationImportsFeature, deepImport, aliasedDeepImport, publicSurface] =
      lintErrors('import-x/no-restricted-paths', [
        importing('backend/src/common/time/clock.ts', '#src/modules/quotes/index'),
        importing('backend/src/modules/audit/audit.service.ts', '../quotes'),
        importing('backend/src/modules/payments/payment-locks.ts', '../quotes/quotes.service'),
        importing('backend/src/modules/payments/payment-locks.ts', '#src/modules/quotes/quotes.service'),
        importing('backend/src/modules/payments/payment-locks.ts', '../quotes'),
      ]);
    expect(plumbingImportsModule).toEqual([expect.stringContaining('dependencies point one way')]);
    expect(foundationImportsFeature).toEqual([expect.stringContaining('dependencies point one way')]);
    expect(deepImport).toEqual([expect.stringContaining('public surface')]);
    expect(aliasedDeepImport).toEqual([expect.stringContaining('public surface')]);
    expect(publicSurface).toEqual([]);
  }, 120_000);

  it("fails an index.ts that exports everything, a controller, a schema or a record type, and passes a view's", () => {
    const renewals = 'backend/src/modules/renewals/index.ts';
    const [everything, controller, schema, record, sharedElsewhere, shared, view] = lintErrors(
      'no-restricted-syntax',
      [
        { filePath: renewals, code: "export * from './renewals.service';" },
        { filePath: renewals, code: "export { RenewalsController } from './renewals.controller';" },
        { filePath: renewals, code: "export { RenewalSchema } from './schemas/renewal.schema';" },
        { filePath: renewals, code: "export type { Renewal as RenewalRecord } from './renewals.service';" },
        { filePath: renewals, code: "export { AuditActorRecord } from './schemas/audit-entry.schema';" },
        // audit/index.ts as it is: it exports AuditActorRecord, which SHARED_RECORD_PARTS lists for it.
        { filePath: 'backend/src/modules/audit/index.ts', code: '' },
        { filePath: renewals, code: "export type { RenewalOffer } from './renewal.views';" },
      ],
    );
    expect(everything).toEqual([expect.stringContaining('no `export *`')]);
    expect(controller).toContainEqual(expect.stringContaining('controller or schema file'));
    expect(schema).toContainEqual(expect.stringContaining('controller or schema file'));
    expect(record).toEqual([expect.stringContaining('record type')]);
    expect(sharedElsewhere).not.toEqual([]);
    expect(shared).toEqual([]);
    expect(view).toEqual([]);
  }, 120_000);
});

describe('the frontend feature rule (eslint.config.mjs, scripts/lib/feature-graph.mjs)', () => {
  it('fails an import of a feature not listed for the importer, or of any feature from shared code', () => {
    const [unlisted, fromShared, listed, ownAndShared] = lintErrors('import-x/no-restricted-paths', [
      importing('frontend/src/features/blog/BlogPage.tsx', '#src/features/quote/serverErrors'),
      importing('frontend/src/components/Pagination.tsx', '../features/quote/serverErrors'),
      importing('frontend/src/features/payments/MandateForm.tsx', '../quote/serverErrors'),
      importing('frontend/src/features/payments/MandateForm.tsx', '../../language/money'),
    ]);
    expect(unlisted).toEqual([expect.stringContaining('features/blog may import only the features listed')]);
    expect(fromShared).toEqual([expect.stringContaining('components/ is shared by the features')]);
    expect(listed).toEqual([]);
    expect(ownAndShared).toEqual([]);
  }, 120_000);
});

describe('the repositories-own-their-queries rule (eslint.config.mjs, scripts/lib/data-access.mjs)', () => {
  it('fails a Mongo operator or query type in a service, controller or seeder, and passes it in a repository', () => {
    const service = 'backend/src/modules/renewals/renewals.service.ts';
    const controller = 'backend/src/modules/renewals/renewals-admin.controller.ts';
    const repository = 'backend/src/modules/renewals/renewals.repository.ts';
    const seeder = 'backend/src/modules/renewals/renewals.seeder.ts';
    const operator = 'export const probe = { status: { $in: ["paid"] } };';
    const quoted = "export const probe = { '$set': { paid: true } };";
    const assigned = 'export const probe: Record<string, unknown> = {};\nprobe.$or = [];';
    const typed = "import type { QueryFilter } from 'mongoose';\nexport type Probed = QueryFilter<object>;";
    const qualified =
      "import type * as probe from 'mongoose';\nexport type Probed = probe.UpdateQuery<object>;";
    const [
      inService,
      quotedInService,
      assignedInService,
      typeInController,
      qualifiedInController,
      inSeeder,
      inRepository,
      typeInRepository,
    ] = lintErrors('no-restricted-syntax', [
      { filePath: service, code: operator },
      { filePath: service, code: quoted },
      { filePath: service, code: assigned },
      { filePath: controller, code: typed },
      { filePath: controller, code: qualified },
      { filePath: seeder, code: operator },
      { filePath: repository, code: operator },
      { filePath: repository, code: typed },
    ]);
    expect(inService).toEqual([expect.stringContaining('A Mongo operator belongs in a *.repository.ts')]);
    expect(quotedInService).toEqual([expect.stringContaining('A Mongo operator')]);
    expect(assignedInService).toEqual([expect.stringContaining('A Mongo operator')]);
    expect(typeInController).toEqual([
      expect.stringContaining('filter, update or pipeline type'),
      expect.stringContaining('filter, update or pipeline type'),
    ]);
    expect(qualifiedInController).toEqual([expect.stringContaining('filter, update or pipeline type')]);
    expect(inSeeder).toEqual([expect.stringContaining('A Mongo operator')]);
    expect(inRepository).toEqual([]);
    expect(typeInRepository).toEqual([]);
  }, 120_000);
});
