import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../test/harness/temp-dir';

/**
 * `make new-module` (scripts/new-module.mjs), run into a temporary folder: the slice it lays out follows the
 * naming conventions and imports only files that exist. (Compiled, linted and tested inside the repository
 * when it was written; this keeps the layout from drifting, fast.)
 */
const ROOT = path.resolve(__dirname, '..', '..');
const run = (script: string, args: string[], input?: string) =>
  spawnSync(process.execPath, [path.join(ROOT, 'scripts', script), ...args], { input, encoding: 'utf8' });

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe('make new-module', () => {
  const root = tempDir('ivy-new-module-');
  const created = run('new-module.mjs', ['gift-cards', '--root', root]);
  const files = filesUnder(root).map((file) => path.relative(root, file));

  it('lays out the backend slice and the frontend feature', () => {
    expect(created.status).toBe(0);
    expect(files.sort()).toEqual([
      'backend/src/modules/gift-cards/domain/gift-card-name.spec.ts',
      'backend/src/modules/gift-cards/domain/gift-card-name.ts',
      'backend/src/modules/gift-cards/dto/gift-card.dto.ts',
      'backend/src/modules/gift-cards/gift-card.views.ts',
      'backend/src/modules/gift-cards/gift-cards.controller.ts',
      'backend/src/modules/gift-cards/gift-cards.e2e-spec.ts',
      'backend/src/modules/gift-cards/gift-cards.module.ts',
      'backend/src/modules/gift-cards/gift-cards.repository.ts',
      'backend/src/modules/gift-cards/gift-cards.service.ts',
      'backend/src/modules/gift-cards/index.ts',
      'backend/src/modules/gift-cards/schemas/gift-card.schema.ts',
      'frontend/src/features/gift-cards/GiftCardsPage.test.tsx',
      'frontend/src/features/gift-cards/GiftCardsPage.tsx',
    ]);
    expect(fs.readFileSync(path.join(root, 'backend/src/modules/gift-cards/index.ts'), 'utf8')).not.toMatch(
      /export \*/,
    );
  });

  it('follows the naming conventions', () => {
    const input = files.map((file) => ({
      path: file,
      content: fs.readFileSync(path.join(root, file), 'utf8'),
    }));
    const check = run('naming-conventions.mjs', ['--stdin'], JSON.stringify(input));
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('imports only files of the slice or of the repository, through the aliases beyond its module', () => {
    expect(files.some((file) => /'(\.\.\/){3}/.test(fs.readFileSync(path.join(root, file), 'utf8')))).toBe(
      false,
    );
    const missing = files.flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/from '((?:\.|#src|#test)[^']*)'/g)]
        .map(([, specifier]) =>
          specifier.startsWith('#')
            ? specifier.replace(/^#(src|test)/, 'backend/$1')
            : path.join(path.dirname(file), specifier),
        )
        .filter((target) =>
          ['.ts', '.tsx', '/index.ts'].every(
            (ext) =>
              !fs.existsSync(path.join(root, target + ext)) && !fs.existsSync(path.join(ROOT, target + ext)),
          ),
        ),
    );
    expect(missing).toEqual([]);
  });

  it('refuses a name that is taken or not a plural in kebab case', () => {
    expect(run('new-module.mjs', ['gift-cards', '--root', root]).status).toBe(1);
    expect(run('new-module.mjs', ['quotes']).stderr).toMatch(/exists already/);
    expect(run('new-module.mjs', ['GiftCard', '--root', root]).status).toBe(2);
  });
});
