// `make sdk`: compiles the typed client and its wrapper (openapi/src/sdk.ts) into openapi/dist, and packs
// it as an npm package under build/sdk/. The workspace's own package.json keeps pointing at the sources,
// which the frontend imports as they are; the packed one points at the compiled files.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/app-process.mjs';

const workspace = path.join(ROOT, 'openapi');
const outDir = path.join(ROOT, 'build', 'sdk');
const stage = path.join(outDir, 'package');

rmSync(path.join(workspace, 'dist'), { recursive: true, force: true });
execFileSync('tsc', ['-p', path.join(workspace, 'tsconfig.build.json')], { stdio: 'inherit' });
// tsc emits no declaration file for a declaration file: the generated schema is copied as it is.
copyFileSync(path.join(workspace, 'src', 'schema.d.ts'), path.join(workspace, 'dist', 'schema.d.ts'));

const source = JSON.parse(readFileSync(path.join(workspace, 'package.json'), 'utf8'));
const manifest = {
  name: source.name,
  // The contract's version: the package changes its major only when the API breaks (README, CHANGELOG).
  version: source.version,
  description: 'Typed Node.js client for the Ivy API: API keys, safe retries, pages, webhook verification.',
  license: 'UNLICENSED',
  type: 'module',
  main: './dist/sdk.js',
  types: './dist/sdk.d.ts',
  exports: { '.': { types: './dist/sdk.d.ts', default: './dist/sdk.js' } },
  files: ['dist', 'README.md'],
  engines: { node: '>=18' },
  dependencies: source.dependencies,
};

rmSync(outDir, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });
cpSync(path.join(workspace, 'dist'), path.join(stage, 'dist'), { recursive: true });
copyFileSync(path.join(workspace, 'README.md'), path.join(stage, 'README.md'));
writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const packed = JSON.parse(
  execFileSync('npm', ['pack', stage, '--pack-destination', outDir, '--json'], { encoding: 'utf8' }),
);
console.log(`sdk: ${path.relative(ROOT, path.join(outDir, packed[0].filename))}`);
