import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The path-alias codemod (scripts/codemods/path-aliases.mjs), which the lead re-runs after each merge. */
const ROOT = path.resolve(__dirname, '..', '..');
const CODEMOD = path.join(ROOT, 'scripts', 'codemods', 'path-aliases.mjs');

/** The codemod's rewrite of `text` as if it were the file at `file` (relative to the repository). */
function aliased(file: string, text: string): string {
  const script = `
    import { aliasImports, TREES } from ${JSON.stringify(CODEMOD)};
    const [file, text] = JSON.parse(process.argv[1]);
    const tree = TREES.find((t) => t.files.some((dir) => file.startsWith(dir + '/')));
    process.stdout.write(aliasImports(${JSON.stringify(ROOT)} + '/' + file, text, tree));`;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify([file, text])],
    {
      encoding: 'utf8',
    },
  );
  expect(run.stderr).toBe('');
  return run.stdout;
}

describe('the path-alias codemod', () => {
  it('aliases imports that climb three folders, with /index for a backend folder (also on an alias), and leaves the rest', () => {
    const service = 'backend/src/modules/payments/quote-checkout/quote-checkout.service.ts';
    expect(
      aliased(
        service,
        [
          "import { ok } from '../../../common/http/envelope';",
          "import { AuditService } from '../../../modules/audit';",
          "import { startTestApp } from '../../../../test/harness/test-app';",
          "jest.mock('../../../config/brand');",
          "import { x } from '../../quotes';",
          "import { y } from '#src/common/time/dates';",
          "import { z } from '#src/modules/quotes';",
        ].join('\n'),
      ),
    ).toBe(
      [
        "import { ok } from '#src/common/http/envelope';",
        "import { AuditService } from '#src/modules/audit/index';",
        "import { startTestApp } from '#test/harness/test-app';",
        "jest.mock('#src/config/brand');",
        "import { x } from '../../quotes';",
        "import { y } from '#src/common/time/dates';",
        "import { z } from '#src/modules/quotes/index';",
      ].join('\n'),
    );
  });

  it('keeps a frontend folder import and a query, and leaves what lies outside the aliased trees', () => {
    const page = 'frontend/src/features/admin/quotes/QuoteAdminPage.tsx';
    expect(
      aliased(
        page,
        "import '../../../components/CardTable.css';\nimport { x } from '../../../test';\nimport s from '../../../language/dates.ts?raw';\nimport b from '../../../../../config/brand.json';",
      ),
    ).toBe(
      "import '#src/components/CardTable.css';\nimport { x } from '#src/test';\nimport s from '#src/language/dates.ts?raw';\nimport b from '../../../../../config/brand.json';",
    );
  });

  it('has left no deep import in the repository: a second run changes nothing', () => {
    const run = spawnSync(process.execPath, [CODEMOD, '--check'], { encoding: 'utf8' });
    expect(run.stdout).toBe('');
    expect(run.status).toBe(0);
  });
});
