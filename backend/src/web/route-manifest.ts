import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A route of the SPA's route table (frontend/src/app/routes.ts), as the build writes it to routes.json. */
export interface ManifestRoute {
  path: string;
  layout: 'public' | 'admin';
  title: string;
  description: string;
  /** The files of the page's lazy chunk that index.html does not load already (absolute paths). */
  assets?: PageAssets;
}

export interface PageAssets {
  scripts: string[];
  styles: string[];
  /** The picture the page opens with (its largest contentful paint). */
  image?: string;
  /** The page opens with a post's cover, shown at these `sizes` (the cover is in its preloaded state). */
  coverSizes?: string;
}

export const ROUTE_MANIFEST_FILE = 'routes.json';

/** The built SPA's route table; empty when there is no build (the API still works). */
export function loadRouteManifest(distDir: string): ManifestRoute[] {
  const file = path.join(distDir, ROUTE_MANIFEST_FILE);
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as { routes: ManifestRoute[] }).routes;
}

const isParameter = (segment: string) => segment.startsWith(':');

function segmentsOf(pagePath: string): string[] {
  return pagePath.split('/').filter(Boolean);
}

/** The route a page path shows, ranked as react-router ranks them: a literal segment beats a parameter. */
export function matchRoute<R extends Pick<ManifestRoute, 'path'>>(
  routes: readonly R[],
  pagePath: string,
): R | undefined {
  const wanted = segmentsOf(pagePath);
  const matching = routes.filter((route) => {
    const pattern = segmentsOf(route.path);
    return (
      pattern.length === wanted.length &&
      pattern.every((segment, i) => isParameter(segment) || segment === wanted[i])
    );
  });
  const literals = (route: R) => segmentsOf(route.path).filter((segment) => !isParameter(segment)).length;
  return matching.sort((a, b) => literals(b) - literals(a))[0];
}
