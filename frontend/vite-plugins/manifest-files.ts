import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The server reads it too: backend/src/web/route-manifest.ts declares the same shape. */
export const ROUTE_MANIFEST_FILE = 'routes.json';

export interface PageAssets {
  scripts: string[];
  styles: string[];
  image?: string;
  /** The `sizes` of the post cover the page opens with (the server picks the cover). */
  coverSizes?: string;
}

export interface ManifestRoute {
  path: string;
  layout: 'public' | 'admin';
  title: string;
  description: string;
  assets?: PageAssets;
}

/** Every file the manifest has the browser fetch, as site paths ('/assets/…'), each once. */
export function namedFiles(routes: readonly ManifestRoute[]): string[] {
  const files = routes.flatMap(({ assets }) =>
    assets ? [...assets.scripts, ...assets.styles, ...(assets.image ? [assets.image] : [])] : [],
  );
  return [...new Set(files)];
}

/**
 * The files the routes.json in outDir names that are not in outDir. The server has every visitor's
 * browser preload them, so each one missing is a failed module load on every page that lists it.
 */
export function unwrittenFiles(outDir: string): string[] {
  const { routes } = JSON.parse(readFileSync(path.join(outDir, ROUTE_MANIFEST_FILE), 'utf8')) as {
    routes: ManifestRoute[];
  };
  return namedFiles(routes).filter((file) => !existsSync(path.join(outDir, file)));
}
