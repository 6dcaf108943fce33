import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv, runnerImport, type Plugin, type ProxyOptions, type Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';
import brand from '../config/brand.json' with { type: 'json' };

const frontendDir = fileURLToPath(new URL('.', import.meta.url));
const repoPath = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

// index.html is what visitors without JavaScript (and link previews) see, so it names the brand too.
function brandHtml(): Plugin {
  const escape = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return {
    name: 'ivy-brand-html',
    transformIndexHtml: (html) =>
      html
        .replaceAll('%BRAND_NAME%', escape(brand.name))
        .replaceAll('%BRAND_STRAPLINE%', escape(brand.strapline)),
  };
}

type Chunk = Rolldown.OutputChunk;

/**
 * The files a page's lazy chunk needs beyond what index.html loads already: the chunk, the chunks it
 * imports, and their stylesheets, so the server can list them in the page's head.
 */
function pageAssets(bundle: Rolldown.OutputBundle, source: string) {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Chunk) => {
    const found = new Set<Chunk>();
    const visit = (chunk: Chunk) => {
      if (found.has(chunk)) return;
      found.add(chunk);
      for (const file of chunk.imports) visit(byFile.get(file)!);
    };
    visit(start);
    return found;
  };
  const loaded = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk)]));
  const page = chunks.find((chunk) =>
    chunk.facadeModuleId?.replace(/\.tsx?$/, '').endsWith(`/src/${source}`),
  );
  if (!page) throw new Error(`routes.ts names '${source}' as a page chunk, but no chunk comes from it`);
  const needed = [...closure(page)].filter((chunk) => !loaded.has(chunk));
  return {
    scripts: needed.map((chunk) => `/${chunk.fileName}`),
    styles: [...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map(
      (file) => `/${file}`,
    ),
  };
}

/**
 * routes.json beside index.html: the route table's paths, layouts, titles and descriptions, read by the
 * server for page titles, share metadata and the sitemap, so app/routes.ts stays the one list of routes;
 * and each page's chunk files, which the server has the browser fetch with the app's own.
 */
function routeManifest(): Plugin {
  return {
    name: 'ivy-route-manifest',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const { module } = await runnerImport<typeof import('./src/app/routes')>('/src/app/routes.ts', {
        root: frontendDir,
        configFile: false,
        logLevel: 'warn',
      });
      const routes = module.routes.map(({ path, layout, title, description, module: source, image }) => ({
        path,
        layout,
        title,
        description,
        ...(source ? { assets: { ...pageAssets(bundle, source), ...(image ? { image } : {}) } } : {}),
      }));
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: `${JSON.stringify({ routes }, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig(({ mode }) => {
  const backend = loadEnv(mode, frontendDir).VITE_API_PROXY ?? 'http://127.0.0.1:3000';
  const proxy: Record<string, ProxyOptions> = Object.fromEntries(
    ['/api', '/uploads', '/payments'].map((prefix) => [prefix, { target: backend, changeOrigin: true }]),
  );

  return {
    root: frontendDir,
    plugins: [react(), brandHtml(), routeManifest()],
    resolve: {
      // The package's default build injects a <style> element at runtime, which a strict CSP blocks;
      // this build leaves styling to the stylesheet that components/dialogs imports.
      alias: [{ find: /^sweetalert2$/, replacement: 'sweetalert2/dist/sweetalert2.esm.js' }],
    },
    server: {
      proxy,
      // The brand file lives in the repository's config/, the API client in openapi/ and the
      // dependencies are hoisted to the workspace root: serve those and nothing else outside frontend/.
      fs: { allow: [frontendDir, repoPath('config'), repoPath('openapi'), repoPath('node_modules')] },
    },
    preview: { proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        // Name each feature area's chunk after the area (admin-[hash].js), not 'pages', so the build
        // report shows what each visitor downloads.
        output: {
          chunkFileNames: ({ facadeModuleId }) => {
            const area = /\/features\/([^/]+)\/pages\.tsx$/.exec(facadeModuleId ?? '')?.[1];
            return `assets/${area ?? '[name]'}-[hash].js`;
          },
        },
      },
    },
    test: {
      // Browser journeys in e2e/ have their own config and run against the built app.
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
    },
  };
});
