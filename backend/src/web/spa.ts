import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { PageHead, withPageHead } from './page-head';
import { loadPageMarkup, OPENED_COOKIE, withPageMarkup } from './page-markup';
import { staticFiles } from './static-files';
import { PreloadedState, withPreloadedState } from './preloaded-state';
import { loadRouteManifest, matchRoute } from './route-manifest';

/** Paths the server answers itself; every other GET is a file of the built SPA or one of its pages. */
const SERVER_PATHS = /^\/(api|uploads|documents|payments\/sandbox)(\/|$)/;

/**
 * Paths that name a file: the build's assets, and anything with a static file's extension. One that
 * is missing answers 404, never the SPA's page: a page given in place of a script or a stylesheet
 * fails in the browser as the wrong type of file, hiding which file is missing.
 */
const FILE_PATHS =
  /^\/assets\/|\.(m?js|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|otf|eot|wasm|pdf)$/i;

/** Gives a page path's preloaded state; answers undefined (never throws) when it has none. */
export interface PreloadedStateSource {
  stateFor(pagePath: string): Promise<PreloadedState | undefined>;
}

/** Gives a page's head (title, description, share metadata); undefined keeps index.html's own. */
export interface PageHeadSource {
  headFor(pagePath: string, state: PreloadedState | undefined): PageHead | undefined;
}

export function isSpaRequest(req: Pick<Request, 'method' | 'path'>): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !SERVER_PATHS.test(req.path);
}

/** A page of the SPA (any path, known or not: the SPA sends unknown ones home, answered 404), not a file. */
export function isPageRequest(req: Pick<Request, 'method' | 'path'>): boolean {
  return isSpaRequest(req) && !FILE_PATHS.test(req.path);
}

/**
 * Serves the built SPA: its files (static-files.ts: hashed ones cached for a year), and `index.html`
 * (never cached) for every page path, so deep links and reloads work, with the page's head and preloaded
 * state embedded, and a visitor page's markup (page-markup.ts) rendered from that same state.
 * A file it does not have falls through to the API's 404.
 */
export function spaHandlers(distDir: string, preload?: PreloadedStateSource, heads?: PageHeadSource) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    new Logger('Web').warn(`No built site at ${distDir}: run 'make build' (the API still works).`);
    return [];
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const routes = loadRouteManifest(distDir);
  const assets = staticFiles(distDir);
  const markupOf = loadPageMarkup(distDir);
  // API requests never touch the file system on their way to Nest.
  const pageAssets = (req: Request, res: Response, next: NextFunction) =>
    isSpaRequest(req) ? assets(req, res, next) : next();
  const fallback = async (req: Request, res: Response, next: NextFunction) => {
    if (!isPageRequest(req)) return next();
    const state = await preload?.stateFor(req.path).catch(() => undefined);
    const head = headOf(heads, req.path, state);
    const markup = (await markupOf)?.(req.originalUrl, state?.swr ?? {}, openedCookieOf(req));
    const withHead = head ? withPageHead(indexHtml, head, markup !== undefined) : indexHtml;
    const html = markup ? withPageMarkup(withHead, markup, head?.assets?.scripts ?? []) : withHead;
    res.setHeader('Cache-Control', 'no-cache');
    // A path no route shows still gets the SPA (which sends the visitor home and says why), but as a
    // 404, so search engines drop it rather than index a copy of the home page.
    if (routes.length > 0 && !matchRoute(routes, req.path)) res.status(404);
    res.type('html').send(state ? withPreloadedState(html, state) : html);
  };
  return [pageAssets, fallback];
}

/** Ten ids and their separators, with room to spare: a longer value is none the browser wrote. */
const OPENED_COOKIE_MAX = 1024;

/** The request's OPENED_COOKIE, '' without one (the render reads only the well-formed ids in it). */
function openedCookieOf(req: Request): string {
  const value: unknown = (req.cookies as Record<string, unknown> | undefined)?.[OPENED_COOKIE];
  return typeof value === 'string' && value.length <= OPENED_COOKIE_MAX ? value : '';
}

/** A page head never stops the page: without one, index.html keeps its own title. */
function headOf(heads: PageHeadSource | undefined, pagePath: string, state: PreloadedState | undefined) {
  try {
    return heads?.headFor(pagePath, state);
  } catch (error) {
    new Logger('Web').warn(`No page head for ${pagePath}: ${String(error)}`);
    return undefined;
  }
}
