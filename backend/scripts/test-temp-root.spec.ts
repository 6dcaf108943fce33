import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../test/harness/temp-dir';

/** scripts/test-temp-root.sh, which `make test` runs its jobs through, over a parent directory of the test's own. */
const SCRIPT = path.resolve(__dirname, '..', '..', 'scripts', 'test-temp-root.sh');

function runUnderRoot(command: string) {
  const parent = tempDir('ivy-temp-root-');
  const run = spawnSync(SCRIPT, ['sh', '-c', command], {
    env: { ...process.env, TMPDIR: parent },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, parent, left: readdirSync(parent) };
}

describe('make test’s temporary directory (scripts/test-temp-root.sh)', () => {
  it('gives the command a fresh TMPDIR of its own, where Node writes too, and removes it when left empty', () => {
    const run = runUnderRoot(
      `node -e 'const fs = require("fs"); const d = fs.mkdtempSync(require("os").tmpdir() + "/x-"); fs.rmSync(d, { recursive: true }); console.log(process.env.TMPDIR)'`,
    );
    expect(run.status).toBe(0);
    expect(path.dirname(run.stdout.trim())).toBe(run.parent);
    expect(path.basename(run.stdout.trim())).toMatch(/^ivy-make-test-/);
    expect(run.left).toEqual([]);
  });

  it('fails the run when something is left, naming it and keeping it to look at', () => {
    const run = runUnderRoot(
      'mkdir "$TMPDIR/ivy-test-data-abc" && echo leftover > "$TMPDIR/ivy-test-data-abc/f"',
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ivy-test-data-abc');
    expect(run.left).toEqual([expect.stringMatching(/^ivy-make-test-/)]);
  });

  it("keeps the command's own failure", () => {
    expect(runUnderRoot('exit 3').status).toBe(3);
    const both = runUnderRoot('mkdir "$TMPDIR/left"; exit 3');
    expect(both.status).toBe(3);
    expect(both.stderr).toContain('left');
  });
});
