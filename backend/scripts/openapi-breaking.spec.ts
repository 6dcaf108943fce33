import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../test/harness/temp-dir';

/**
 * The breaking-change gate of `make openapi-check` (scripts/openapi-breaking.mjs, through the oasdiff that
 * scripts/build-oasdiff.sh builds), run on the committed document and on copies of it changed on purpose.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const GATE = path.join(ROOT, 'scripts', 'openapi-breaking.mjs');
const CONTRACT = path.join(ROOT, 'openapi');

interface Document {
  info: { version: string };
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> };
}

/** The gate over the released contract and the committed document after `change`, with `changelog` appended. */
function gate(change: (document: Document) => void, changelog = '') {
  const dir = tempDir('ivy-openapi-gate-');
  copyFileSync(path.join(CONTRACT, 'released.json'), path.join(dir, 'released.json'));
  const document = JSON.parse(readFileSync(path.join(CONTRACT, 'openapi.json'), 'utf8')) as Document;
  change(document);
  writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document));
  writeFileSync(
    path.join(dir, 'CHANGELOG.md'),
    readFileSync(path.join(CONTRACT, 'CHANGELOG.md'), 'utf8') + changelog,
  );
  const run = spawnSync(process.execPath, [GATE, dir], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A breaking change: the renewals list's rows lose a field every row has, and one that invited rows have. */
function removeRenewalFields(document: Document): void {
  const row = document.components.schemas.RenewalRowDto;
  delete row.properties.renewalPremiumCents;
  delete row.properties.invitedAt;
  row.required = row.required.filter((name) => name !== 'renewalPremiumCents');
}

const CHANGELOG_2 =
  '\n## 2.0.0\n\nRenewal rows no longer carry the premium: it is read from the renewal itself.\n';

describe('the breaking-change gate (scripts/openapi-breaking.mjs)', () => {
  it('passes the committed document, whose version is the released one', () => {
    const released = JSON.parse(readFileSync(path.join(CONTRACT, 'released.json'), 'utf8')) as Document;
    const pkg = JSON.parse(readFileSync(path.join(CONTRACT, 'package.json'), 'utf8')) as { version: string };
    expect(released.info.version).toBe(pkg.version);
    expect(readFileSync(path.join(CONTRACT, 'CHANGELOG.md'), 'utf8')).toContain(`\n## ${pkg.version} `);

    const run = gate(() => undefined);
    expect(run).toEqual({ status: 0, output: expect.stringContaining('no breaking change') as string });
  });

  it('fails on removed response fields (required or not) and on a removed operation, naming them', () => {
    const field = gate(removeRenewalFields);
    expect(field.status).toBe(1);
    expect(field.output).toContain('renewalPremiumCents');
    expect(field.output).toContain('invitedAt');
    expect(field.output).toContain('GET /api/v1/renewals');

    const operation = gate((document) => delete document.paths['/api/v1/quotes/{id}'].get);
    expect(operation.status).toBe(1);
    expect(operation.output).toContain('GET /api/v1/quotes/{id}');
    expect(operation.output).toContain('"## 2.0.0" section to openapi/CHANGELOG.md');
  });

  it('accepts a breaking change only with a new major version and its changelog section', () => {
    const bumped = (document: Document) => {
      removeRenewalFields(document);
      document.info.version = '2.0.0';
    };
    expect(gate(bumped, CHANGELOG_2).status).toBe(0);
    expect(gate(bumped).status).toBe(1);
    expect(gate(removeRenewalFields, CHANGELOG_2).status).toBe(1);
  });
});
