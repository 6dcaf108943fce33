import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin, type ProxyOptions } from 'vite';
import { defineConfig } from 'vitest/config';
import brand from '../config/brand.json' with { type: 'json' };
import { afterFirstPaint } from './vite-plugins/after-first-paint.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { routeManifest } from './vite-plugins/route-manifest.ts';
import { srcAlias } from './vite-plugins/src-alias.ts';

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

/** The rendering build: beside dist/, never among the files the site serves. */
const ssrBuild = {
  outDir: 'dist-server',
  emptyOutDir: true,
  copyPublicDir: false,
  // One file with all of React and the app in it, which the server loads once: no download to keep small.
  chunkSizeWarningLimit: 4096,
};

export default defineConfig(({ mode, isSsrBuild }) => {
  const backend = loadEnv(mode, frontendDir).VITE_API_PROXY ?? 'http://127.0.0.1:3000';
  const proxy: Record<string, ProxyOptions> = Object.fromEntries(
    ['/api', '/uploads', '/payments'].map((prefix) => [prefix, { target: backend, changeOrigin: true }]),
  );

  return {
    root: frontendDir,
    // The server-rendering build (src/entry-server.tsx) is for the server alone: no route table, no
    // compressed copies.
    plugins: [
      react(),
      brandHtml(),
      ...(isSsrBuild ? [] : [afterFirstPaint(), routeManifest(frontendDir), precompress()]),
    ],
    resolve: {
      alias: [
        // sweetalert2's default build injects a <style> element at runtime, which a strict CSP blocks;
        // this build leaves styling to the stylesheet that components/dialogs imports.
        { find: /^sweetalert2$/, replacement: 'sweetalert2/dist/sweetalert2.esm.js' },
        srcAlias(frontendDir),
      ],
    },
    server: {
      proxy,
      // The brand file lives in the repository's config/, the API client in openapi/ and the
      // dependencies are hoisted to the workspace root: serve those and nothing else outside frontend/.
      fs: { allow: [frontendDir, repoPath('config'), repoPath('openapi'), repoPath('node_modules')] },
    },
    preview: { proxy },
    // The server loads the rendering build without the frontend's packages (the runtime image has the
    // backend's only): React, the router and SWR go into it; and React's production build whatever the
    // server's NODE_ENV (the development one renders several times slower, to the same markup). Only in
    // that build: the unit tests run through Vite's SSR loader too, and must import the packages whole.
    ...(isSsrBuild
      ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
      : {}),
    build: isSsrBuild
      ? ssrBuild
      : {
          outDir: 'dist',
          emptyOutDir: true,
          rolldownOptions: {
            // Required for inlining common chunks; the entry exports nothing anyway.
            preserveEntrySignatures: false,
            // Brotli at quality 11 (precompress.ts) takes seconds by design; rolldown would warn of it on
            // every build.
            checks: { bundlerTimings: false },
            output: {
              // Before the first paint a phone waits for every file the page needs; each costs a request, a
              // round trip and its headers on top of its bytes. So what the entry imports statically is one
              // file (beside the entry's stub and rolldown's runtime, both tiny), not the four rolldown would
              // split out for being shared with lazy chunks (router, API client, brand); and a common chunk of
              // under 4 KB (a hook, a formatter, a field) is copied into each chunk that imports it instead of
              // being fetched on its own: a form page needed 24 files, now 11.
              codeSplitting: {
                groups: [{ name: 'app', tags: ['$initial'] }],
                experimentalInlineCommonChunks: { maxSize: 4 * 1024 },
              },
              // Name each feature area's chunk after the area (admin-[hash].js), not 'pages', so the build
              // report shows what each visitor downloads.
              chunkFileNames: ({ facadeModuleId }) => {
                const area = /\/features\/([^/]+)\/pages\.tsx$/.exec(facadeModuleId ?? '')?.[1];
                return `assets/${area ?? '[name]'}-[hash].js`;
              },
            },
          },
        },
    test: {
      // Browser journeys in e2e/ have their own config and run against the built app.
      include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
      environment: 'jsdom',
      // Each file still gets a fresh module graph and window, but a worker builds jsdom once instead of
      // once per file: with forks, creating jsdom was half the run (67 s of 149 s on two cores).
      pool: 'vmThreads',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      // A screen test renders, clicks and waits in jsdom: on a busy two-core CI machine one takes several
      // times the 5 s default. Each wait inside it has its own limit (asyncUtilTimeout in setup.ts).
      testTimeout: 30_000,
    },
  };
});
