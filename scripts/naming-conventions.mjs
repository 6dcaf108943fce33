#!/usr/bin/env node
/**
 * Checks that backend files follow one name for each kind (scripts/lib/naming-conventions.mjs); `make lint`
 * runs it. Exits 1 and lists each file that does not. `--stdin` checks the `[{ path, content }]` given as
 * JSON instead of the repository's files (its test, and `make new-module`'s, use it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { namingViolations } from './lib/naming-conventions.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = path.join(repo, 'backend/src/modules');

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** @type {{ path: string, content: string }[]} */
const files = process.argv.includes('--stdin')
  ? JSON.parse(fs.readFileSync(0, 'utf8'))
  : walk(path.join(repo, 'backend/src')).map((file) => ({
      path: path.relative(repo, file).split(path.sep).join('/'),
      content: fs.readFileSync(file, 'utf8'),
    }));
const modules = fs.readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
const problems = namingViolations(
  files,
  modules.map((entry) => entry.name),
);
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(
    `\n${problems.length} file(s) break the naming conventions (docs/architecture.md section 2).`,
  );
  process.exit(1);
}
