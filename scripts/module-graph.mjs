#!/usr/bin/env node
/**
 * The backend's dependency graph between units (scripts/lib/module-layers.mjs), from the imports of
 * backend/src (tests, fixtures and benches aside). Prints it as a list and a Mermaid picture, then every
 * import that breaks the layering (an import of a later unit, or of another module's inner file).
 * `--write` puts the picture and list into docs/architecture.md; `--check` exits 1 on a broken rule or
 * a stale picture. ESLint enforces the same rules file by file (eslint.config.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTRY_POINTS, PUBLIC_SURFACE, UNITS } from './lib/module-layers.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(repo, 'backend/src');
const DOC = path.join(repo, 'docs/architecture.md');
const START = '<!-- module-graph:start (node scripts/module-graph.mjs --write) -->';
const END = '<!-- module-graph:end -->';

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(e2e-)?spec\.ts$|\.fixture\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The unit a file belongs to, as UNITS or ENTRY_POINTS name it. @param {string} file */
function unitOf(file) {
  const relative = path.relative(src, file).split(path.sep).join('/');
  return [...UNITS, ...ENTRY_POINTS].find((unit) => relative === unit || relative.startsWith(`${unit}/`));
}

/** @param {string} from @param {string} specifier */
function resolveImport(from, specifier) {
  // `#src/…` is backend/src (the path alias of backend/tsconfig.json).
  const base = specifier.startsWith('#src/')
    ? path.join(src, specifier.slice('#src/'.length))
    : path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, path.join(base, 'index.ts'), base].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

const IMPORT = /(?:from|import\()\s*['"]((?:\.{1,2}|#src)\/[^'"]+)['"]/g;
/** @type {Map<string, Set<string>>} */
const edges = new Map();
/** @type {string[]} */
const problems = [];
const rank = (/** @type {string} */ unit) => (UNITS.includes(unit) ? UNITS.indexOf(unit) : Infinity);

for (const file of sourceFiles(src)) {
  const from = unitOf(file);
  const where = path.relative(repo, file);
  if (!from) {
    problems.push(`${where}: in no unit of scripts/lib/module-layers.mjs`);
    continue;
  }
  if (from === 'bench') continue;
  for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = resolveImport(file, specifier);
    const to = target && unitOf(target);
    if (!target || !to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from)?.add(to);
    if (UNITS.includes(from) && rank(to) >= rank(from))
      problems.push(`${where}: ${from} imports ${to}, which comes after it`);
    if (to.startsWith('modules/') && target !== path.join(src, to, PUBLIC_SURFACE)) {
      problems.push(
        `${where}: imports ${path.relative(src, target)}, inside ${to} (use ${to}/${PUBLIC_SURFACE})`,
      );
    }
  }
}

const name = (/** @type {string} */ unit) => unit.replace(/^modules\//, '');
const shown = UNITS.filter((unit) => unit.startsWith('modules/') || unit === 'web');
const list = shown.map((unit) => {
  const uses = [...(edges.get(unit) ?? [])]
    .filter((to) => shown.includes(to))
    .sort((a, b) => rank(a) - rank(b));
  return `- \`${name(unit)}\` → ${uses.length ? uses.map((to) => `\`${name(to)}\``).join(', ') : '(common only)'}`;
});
const mermaid = [
  '```mermaid',
  'flowchart BT',
  ...shown.flatMap((unit) =>
    [...(edges.get(unit) ?? [])]
      .filter((to) => shown.includes(to))
      .sort((a, b) => rank(a) - rank(b))
      .map((to) => `  ${name(unit)} --> ${name(to)}`),
  ),
  '```',
];
const block = [START, '', ...mermaid, '', ...list, '', END].join('\n');

const args = process.argv.slice(2);
const doc = fs.readFileSync(DOC, 'utf8');
const at = doc.indexOf(START);
const end = doc.indexOf(END);
const documented = at >= 0 && end > at ? doc.slice(at, end + END.length) : undefined;
if (args.includes('--write')) {
  if (documented === undefined) throw new Error(`docs/architecture.md has no ${START} … ${END} block`);
  fs.writeFileSync(DOC, doc.replace(documented, block));
} else {
  console.log(block);
}
for (const problem of problems) console.error(problem);
if (args.includes('--check') && (problems.length > 0 || documented !== block)) {
  if (documented !== block)
    console.error('docs/architecture.md: the module graph is stale (run with --write)');
  process.exit(1);
}
