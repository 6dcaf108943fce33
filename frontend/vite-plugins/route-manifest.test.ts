import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ManifestRoute, ROUTE_MANIFEST_FILE, unwrittenFiles } from './manifest-files.ts';
import { routeManifest } from './route-manifest.ts';

const routes: ManifestRoute[] = [
  { path: '/', layout: 'public', title: 'Home', description: '' },
  {
    path: '/blog',
    layout: 'public',
    title: 'Blog',
    description: '',
    assets: { scripts: ['/assets/blog-a.js', '/assets/shared-b.js'], styles: ['/assets/blog-c.css'] },
  },
  {
    path: '/get-a-quote',
    layout: 'public',
    title: 'Quote',
    description: '',
    assets: { scripts: ['/assets/quote-d.js', '/assets/shared-b.js'], styles: [], image: '/images/hero.svg' },
  },
];

let outDir: string;

function write(...files: string[]) {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), '');
  }
}

beforeEach(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'ivy-manifest-'));
  writeFileSync(path.join(outDir, ROUTE_MANIFEST_FILE), JSON.stringify({ routes }));
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

describe('unwrittenFiles', () => {
  it('finds nothing when every script, stylesheet and picture named was written', () => {
    write('/assets/blog-a.js', '/assets/shared-b.js', '/assets/blog-c.css', '/assets/quote-d.js');
    write('/images/hero.svg');
    expect(unwrittenFiles(outDir)).toEqual([]);
  });

  it('lists each named file that is not in the output once', () => {
    write('/assets/blog-a.js', '/assets/blog-c.css');
    expect(unwrittenFiles(outDir)).toEqual(['/assets/shared-b.js', '/assets/quote-d.js', '/images/hero.svg']);
  });
});

describe('the route manifest plugin', () => {
  const writeBundle = routeManifest('.').writeBundle as (
    this: { error: (message: string) => never },
    options: { dir?: string },
  ) => void;
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };

  it('fails the build when routes.json names a file the build did not write', () => {
    write('/assets/blog-a.js', '/assets/shared-b.js', '/assets/blog-c.css', '/images/hero.svg');
    expect(() => writeBundle.call(context, { dir: outDir })).toThrow(
      'routes.json names files the build did not write: /assets/quote-d.js',
    );
  });

  it('lets a whole build through', () => {
    write('/assets/blog-a.js', '/assets/shared-b.js', '/assets/blog-c.css', '/assets/quote-d.js');
    write('/images/hero.svg');
    expect(() => writeBundle.call(context, { dir: outDir })).not.toThrow();
  });
});
