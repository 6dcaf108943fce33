import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';

/**
 * A visitor page comes with its markup (src/entry-server.tsx), so its first paint needs the stylesheets
 * and pictures, not the app's script: on a phone the script (about 90 KB) shared the connection with
 * them and the page painted only once all three had arrived. This has index.html start the app once the
 * page has painted: a small script waits for the first frame, then fetches the entry and the chunks it
 * imports at once (as the modulepreload links Vite writes did). CSP-safe: a file, no inline script.
 */
export function afterFirstPaint(): Plugin {
  return {
    name: 'ivy-after-first-paint',
    apply: 'build',
    generateBundle: {
      // After vite:build-html has written index.html with the entry's script and preload links.
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        const entry = Object.values(bundle).find(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk' && output.isEntry,
        );
        if (html?.type !== 'asset' || !entry) return this.error('no index.html or entry chunk to start');
        const url = (file: string) => `/${file}`;
        const imports = staticImports(bundle, entry).map(url);
        const source = bootScript(url(entry.fileName), imports);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/start-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const text = startingAfterPaint(String(html.source), url(entry.fileName), imports, url(fileName));
        if (!text)
          return this.error('index.html no longer has the entry script and preload links to replace');
        html.source = text;
      },
    },
  };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * index.html with the start script in place of the entry's script tag, and without the preload links of
 * the entry's chunks; undefined when it does not have them as Vite writes them.
 */
export function startingAfterPaint(
  html: string,
  entry: string,
  imports: readonly string[],
  start: string,
): string | undefined {
  const tag = new RegExp(`<script type="module" crossorigin src="${escaped(entry)}"></script>`);
  if (!tag.test(html)) return undefined;
  let text = html.replace(tag, () => `<script type="module" crossorigin src="${start}"></script>`);
  for (const file of imports) {
    const link = new RegExp(`\\s*<link rel="modulepreload" crossorigin href="${escaped(file)}">`);
    if (!link.test(text)) return undefined;
    text = text.replace(link, '');
  }
  return text;
}

/** Every chunk the entry imports statically, directly or not: what Vite's preload links named. */
function staticImports(bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk): string[] {
  const found = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (found.has(file) || imported?.type !== 'chunk') continue;
      found.add(file);
      visit(imported);
    }
  };
  visit(entry);
  return [...found];
}

/**
 * Waits for the server's markup to be painted, then starts the app, with the page's own chunks fetched
 * alongside. Painted means the browser's own first-contentful-paint entry, which comes once the frame is
 * on screen: the end of the frame on the main thread (a timer set in requestAnimationFrame) can come
 * tens of milliseconds before it, time enough on a fast connection for the whole script to arrive first
 * and hold the paint up. A page without markup (the staff screens) has nothing to paint first and starts
 * at once; a browser without paint entries, at the end of the first frame; and none waits past a second.
 */
function bootScript(entry: string, imports: string[]): string {
  return `// Written by vite-plugins/after-first-paint.ts.
const start = () => {
  // A page the server rendered names its own chunks (backend/src/web/page-markup.ts).
  const page = document.getElementById('root')?.dataset.pageScripts?.split(' ').filter(Boolean) ?? [];
  for (const href of [...${JSON.stringify(imports)}, ...page]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(${JSON.stringify(entry)});
};
let started = false;
const startOnce = () => {
  if (started) return;
  started = true;
  start();
};
const painted = () =>
  performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
if (!document.getElementById('root')?.hasChildNodes() || painted()) startOnce();
else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver(() => painted() && startOnce()).observe({ type: 'paint' });
  setTimeout(startOnce, 1000);
} else requestAnimationFrame(() => setTimeout(startOnce));
`;
}
