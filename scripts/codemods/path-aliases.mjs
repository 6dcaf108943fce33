#!/usr/bin/env node
/**
 * Rewrites every relative import that climbs three folders or more (`../../../common/time/dates`) to the
 * path alias of the tree it lands in: `#src/…` for backend/src and frontend/src, `#test/…` for the
 * backend's test harness (docs/architecture.md section 9, "Path aliases"). Imports that climb one or two
 * folders stay relative: they stay inside a module or feature. Idempotent: an alias is not relative, so
 * a second run changes nothing, and a run after a merge rewrites only the deep imports the merge brought.
 *
 *   node scripts/codemods/path-aliases.mjs          rewrite, and list the files changed
 *   node scripts/codemods/path-aliases.mjs --check  change nothing; exit 1 if a file would change
 *
 * The backend runs as CommonJS from dist/, where Node resolves `#src/*` through backend/package.json's
 * "imports" to an exact file: an import of a folder's index.ts is written `#src/modules/audit/index`, and
 * a `#src/modules/audit` written by hand (it type-checks and passes the tests, then fails in dist/) gets
 * its `/index` too. `make lint` runs `--check`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Each tree whose files get aliases, the aliases it may use, and whether a folder import needs `/index`.
 * @type {{ files: string[], aliases: Record<string, string>, explicitIndex: boolean }[]}
 */
export const TREES = [
  {
    files: ['backend/src', 'backend/test'],
    aliases: { '#src': 'backend/src', '#test': 'backend/test' },
    explicitIndex: true,
  },
  { files: ['frontend/src'], aliases: { '#src': 'frontend/src' }, explicitIndex: false },
];

// `from '…'`, `import '…'`, `import('…')`, `require('…')` and jest's or vitest's `mock('…')`, climbing 3+ folders.
// Also the aliases themselves: a backend one written by hand for a folder gets its `/index`.
const DEEP_IMPORT =
  /((?:\bfrom|\bimport|\bimport\(|\brequire\(|\.mock\(|\.requireActual\(|\.importActual\()\s*)(['"])((?:\.\.\/){3,}[^'"]*|#(?:src|test)\/[^'"]*)\2/g;
const SOURCE = /\.(ts|tsx|mts|cts)$/;

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** @param {string} target an absolute path without extension @returns {boolean} */
const isFolder = (target) =>
  fs.existsSync(target) &&
  fs.statSync(target).isDirectory() &&
  !['.ts', '.tsx'].some((ext) => fs.existsSync(target + ext));

/**
 * The file's text with its deep imports aliased.
 * @param {string} file absolute path @param {string} text @param {(typeof TREES)[number]} tree
 */
export function aliasImports(file, text, tree) {
  return text.replace(DEEP_IMPORT, (whole, lead, quote, specifier) => {
    const [bare, query = ''] = specifier.split(/(?=\?)/);
    const aliasRoot = tree.aliases[bare.split('/')[0]];
    const target = aliasRoot
      ? path.join(repo, aliasRoot, bare.split('/').slice(1).join('/'))
      : path.resolve(path.dirname(file), bare);
    for (const [alias, root] of Object.entries(tree.aliases)) {
      const relative = path.relative(path.join(repo, root), target);
      if (relative.startsWith('..') || path.isAbsolute(relative)) continue;
      const rest = relative.split(path.sep).join('/');
      const index = tree.explicitIndex && isFolder(target) ? '/index' : '';
      return `${lead}${quote}${rest ? `${alias}/${rest}` : alias}${index}${query}${quote}`;
    }
    return whole;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const changed = TREES.flatMap((tree) =>
    tree.files
      .flatMap((dir) => sourceFiles(path.join(repo, dir)))
      .filter((file) => {
        const text = fs.readFileSync(file, 'utf8');
        const aliased = aliasImports(file, text, tree);
        if (aliased === text) return false;
        if (!check) fs.writeFileSync(file, aliased);
        return true;
      }),
  );
  for (const file of changed) console.log(path.relative(repo, file));
  if (check && changed.length > 0) {
    console.error(
      `${changed.length} file(s) have deep relative imports: run node scripts/codemods/path-aliases.mjs`,
    );
    process.exit(1);
  }
}
