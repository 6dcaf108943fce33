// The breaking-change gate of `make openapi-check`: compares the API description with the released
// contract through oasdiff's breaking-change rules (built by scripts/build-oasdiff.sh). A change that would
// break a client built against the release fails, unless the description's version (from
// openapi/package.json) is a new major one and the changelog has a section for it saying why.
// `node scripts/openapi-breaking.mjs [dir]` reads released.json, openapi.json and CHANGELOG.md from dir
// (openapi/ by default).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const oasdiff = path.join(root, '.tools', 'bin', 'oasdiff');
const dir = path.resolve(process.argv[2] ?? path.join(root, 'openapi'));
const releasedFile = path.join(dir, 'released.json');
const currentFile = path.join(dir, 'openapi.json');
const changelogFile = path.join(dir, 'CHANGELOG.md');

/** @param {string} file */
const versionOf = (file) => String(JSON.parse(readFileSync(file, 'utf8')).info.version);
/** @param {string} version */
const majorOf = (version) => Number(version.split('.')[0]);

/**
 * What the changelog says under its `## <version>` heading, up to the next such heading.
 * @param {string} version
 */
function changelogEntry(version) {
  const lines = readFileSync(changelogFile, 'utf8').split('\n');
  const isHeading = (/** @type {string} */ line) => line.startsWith('## ');
  const start = lines.findIndex((line) => isHeading(line) && line.slice(3).trim().split(/\s/)[0] === version);
  if (start < 0) return '';
  const next = lines.findIndex((line, i) => i > start && isHeading(line));
  return lines
    .slice(start + 1, next < 0 ? undefined : next)
    .join('\n')
    .trim();
}

/** oasdiff's levels, raised to a failure where this API is stricter than oasdiff's defaults assume. */
const raisedLevels = [
  // The validation pipe refuses a body field or query parameter it does not know (forbidNonWhitelisted):
  // a client still sending a removed one gets a 400.
  'request-property-removed ERR',
  'request-parameter-removed ERR',
  // A client that shows a field when it is present would lose it without a word.
  'response-optional-property-removed ERR',
];

/**
 * oasdiff's levels lowered to a warning where the guide promises less than oasdiff assumes: an enumeration in
 * an answer (API key scopes, staff permissions, event types, statuses) gains values within a major version,
 * and clients accept one they do not know (backend/assets/api-guide.md, Versioning).
 */
const loweredLevels = ['response-property-enum-value-added WARN'];

const released = versionOf(releasedFile);
const current = versionOf(currentFile);
const levelsDir = mkdtempSync(path.join(tmpdir(), 'ivy-oasdiff-'));
const levelsFile = path.join(levelsDir, 'levels.txt');
writeFileSync(levelsFile, `${[...raisedLevels, ...loweredLevels].join('\n')}\n`);
// No external $ref is ever followed: the documents are self-contained.
const run = spawnSync(
  oasdiff,
  [
    'breaking',
    releasedFile,
    currentFile,
    '--fail-on',
    'ERR',
    '--severity-levels',
    levelsFile,
    '--color',
    'never',
    '--allow-external-refs=false',
  ],
  { encoding: 'utf8' },
);
rmSync(levelsDir, { recursive: true, force: true });
if (run.error) {
  console.error(
    `openapi: cannot run ${path.relative(root, oasdiff)} (${run.error.message}): run scripts/build-oasdiff.sh.`,
  );
  process.exit(1);
}
// oasdiff exits 1 for a breaking change at --fail-on's level, 100 and over when it cannot compare.
if (run.status !== 0 && run.status !== 1) {
  console.error(
    `${run.stdout}${run.stderr}openapi: oasdiff could not compare the documents (exit ${run.status}).`,
  );
  process.exit(1);
}
const report = run.stdout.trim();
if (run.status === 0) {
  // Warnings (changes that break only some clients) are shown, not refused.
  if (report) console.log(report);
  console.log(`openapi: no breaking change since the released contract ${released}.`);
  process.exit(0);
}
if (majorOf(current) > majorOf(released) && changelogEntry(current)) {
  console.log(report);
  console.log(
    `openapi: the breaking changes above since ${released} are released as ${current}, and CHANGELOG.md says why.`,
  );
  process.exit(0);
}
const next = `${majorOf(released) + 1}.0.0`;
console.error(report);
console.error(
  `openapi: the change above breaks clients built against the released contract ${released} (openapi/released.json).\n` +
    'Keep the old shape (add beside it rather than change or remove), or release a new major version: set "version" in\n' +
    `openapi/package.json to ${next}, run 'make openapi', and add a "## ${next}" section to openapi/CHANGELOG.md\n` +
    'saying what breaks and why.',
);
process.exit(1);
