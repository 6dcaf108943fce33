import { runnerImport, type Plugin } from 'vite';
import { type ManifestRoute, ROUTE_MANIFEST_FILE, unwrittenFiles } from './manifest-files.ts';
import { pageAssets } from './page-assets.ts';
import { srcAlias } from './src-alias.ts';

/**
 * routes.json beside index.html: the route table's paths, layouts, titles and descriptions, read by the
 * server for page titles, share metadata and the sitemap, so app/routes.ts stays the one list of routes;
 * and each page's chunk files, which the server has the browser fetch with the app's own.
 */
export function routeManifest(root: string): Plugin {
  return {
    name: 'ivy-route-manifest',
    apply: 'build',
    generateBundle: {
      // Vite's own generateBundle hooks still change the bundle after the user plugins' ordinary ones:
      // vite:css-post deletes each chunk that only imported CSS, handing its stylesheets to the importers.
      // A manifest made before then names those deleted chunks; made last, it names what is written.
      order: 'post',
      async handler(_options, bundle) {
        const { module } = await runnerImport<typeof import('../src/app/routes')>('/src/app/routes.ts', {
          root,
          configFile: false,
          logLevel: 'warn',
          resolve: { alias: [srcAlias(root)] },
        });
        const routes: ManifestRoute[] = module.routes.map(
          ({ path, layout, title, description, module: source, image, coverSizes }) => ({
            path,
            layout,
            title,
            description,
            ...(source
              ? {
                  assets: {
                    ...pageAssets(bundle, source),
                    ...(image ? { image } : {}),
                    ...(coverSizes ? { coverSizes } : {}),
                  },
                }
              : {}),
          }),
        );
        this.emitFile({
          type: 'asset',
          fileName: ROUTE_MANIFEST_FILE,
          source: `${JSON.stringify({ routes }, null, 2)}\n`,
        });
      },
    },
    // Checked on disk, once everything is written, so no later change to the bundle can slip past.
    writeBundle({ dir }) {
      if (!dir) return this.error('the route manifest needs the build to write to a directory');
      const missing = unwrittenFiles(dir);
      if (missing.length)
        this.error(`${ROUTE_MANIFEST_FILE} names files the build did not write: ${missing.join(', ')}`);
    },
  };
}
