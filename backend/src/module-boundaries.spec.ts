import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');
const RULE = 'import-x/no-restricted-paths';

interface Probe {
  filePath: string;
  imports: string;
}

/** Lints each file of the repository with one extra import, through the real ESLint config. */
function boundaryErrors(probes: Probe[]): string[][] {
  const input = probes.map(({ filePath, imports }) => ({
    filePath,
    code: `${fs.readFileSync(path.join(repo, filePath), 'utf8')}\nimport * as probe from '${imports}';\nexport { probe };\n`,
  }));
  const output = execFileSync(process.execPath, [path.join(repo, 'scripts/lib/lint-probe.mjs')], {
    cwd: repo,
    input: JSON.stringify(input),
    encoding: 'utf8',
  });
  const results = JSON.parse(output) as { ruleId: string | null; message: string }[][];
  return results.map((messages) => messages.filter((m) => m.ruleId === RULE).map((m) => m.message));
}

describe('the module boundary rule (eslint.config.mjs, scripts/lib/module-layers.mjs)', () => {
  it('fails an import that runs back up or into another module, and passes the public surface', () => {
    const [plumbingImportsModule, foundationImportsFeature, deepImport, publicSurface] = boundaryErrors([
      { filePath: 'backend/src/common/time/clock.ts', imports: '../../modules/quotes' },
      { filePath: 'backend/src/modules/audit/audit.service.ts', imports: '../quotes' },
      { filePath: 'backend/src/modules/payments/payment-locks.ts', imports: '../quotes/quotes.service' },
      { filePath: 'backend/src/modules/payments/payment-locks.ts', imports: '../quotes' },
    ]);
    expect(plumbingImportsModule).toEqual([expect.stringContaining('dependencies point one way')]);
    expect(foundationImportsFeature).toEqual([expect.stringContaining('dependencies point one way')]);
    expect(deepImport).toEqual([expect.stringContaining('public surface')]);
    expect(publicSurface).toEqual([]);
  }, 120_000);
});
