/**
 * Lints pieces of code as if they were the given files of the repository, with its real ESLint config,
 * and prints each one's messages as JSON. For tests of the lint rules themselves: the code stands in for
 * the file's content, so a deliberately wrong import need not exist on disk.
 * Input on stdin: [{ "filePath": "backend/src/…", "code": "…" }, …]
 */
import { ESLint } from 'eslint';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The probes exercise import and syntax rules, which need no type information: without it, a run does not
// build a whole TypeScript program (tens of seconds of processor time each, in `make test`).
const eslint = new ESLint({
  cwd: repo,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});
/** @type {{ filePath: string; code: string }[]} */
const probes = JSON.parse(fs.readFileSync(0, 'utf8'));
const results = [];
for (const probe of probes) {
  const [result] = await eslint.lintText(probe.code, { filePath: path.join(repo, probe.filePath) });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
