import { existsSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { escapeHtml } from '../common/html/html-template';

/**
 * The cookie in which the browser lists the ids of the quotes and renewals it opened
 * (frontend/src/api/openedRecords.ts): a page of one it did not open renders as such at once.
 */
export const OPENED_COOKIE = 'ivy.opened';

/** What the frontend's rendering build exports (frontend/src/entry-server.tsx). */
interface RenderingBuild {
  loadPages(): Promise<void>;
  render(url: string, preloaded: Record<string, unknown>, opened: string): string | undefined;
}

/**
 * A page's markup for #root, or undefined: the page is then rendered by the browser alone. `opened`:
 * the value of the request's OPENED_COOKIE ('' without one).
 */
export type PageMarkup = (
  url: string,
  preloaded: Record<string, unknown>,
  opened: string,
) => string | undefined;

/** The rendering build sits beside the site's files, never among them (frontend/vite.config.ts). */
export const renderingBuildOf = (distDir: string) =>
  path.join(distDir, '..', 'dist-server', 'entry-server.js');

/**
 * Renders of the same page with the same answers are the same markup; content changes rarely, so most
 * page loads reuse one. A few dozen pages, each some tens of KB: bounded, oldest dropped first.
 */
const CACHED_PAGES = 100;

/**
 * The visitor pages' markup, from the frontend's rendering build, so a phone paints the page before the
 * app's script has arrived (the app then hydrates it). Without the build, or should a render fail, the
 * page goes without: the browser renders it as before.
 */
export async function loadPageMarkup(distDir: string): Promise<PageMarkup | undefined> {
  const file = renderingBuildOf(distDir);
  const logger = new Logger('Web');
  if (!existsSync(file)) {
    logger.warn(`No rendering build at ${file}: pages are rendered in the browser only.`);
    return undefined;
  }
  let build: RenderingBuild;
  try {
    build = (await import(file)) as RenderingBuild;
    await build.loadPages();
  } catch (error) {
    logger.warn(
      `The rendering build did not load (${String(error)}): pages are rendered in the browser only.`,
    );
    return undefined;
  }
  const cache = new Map<string, string | undefined>();
  const render = (url: string, preloaded: Record<string, unknown>, opened: string) => {
    try {
      return build.render(url, preloaded, opened);
    } catch (error) {
      logger.warn(`${url.split('?')[0]} was not rendered on the server: ${String(error)}`);
      return undefined;
    }
  };
  return (url, preloaded, opened) => {
    // An address with a query may carry a token (an invitation link): rendered, never kept.
    if (url.includes('?')) return render(url, preloaded, opened);
    const key = `${url}\n${opened}\n${JSON.stringify(preloaded)}`;
    if (cache.has(key)) return cache.get(key);
    const markup = render(url, preloaded, opened);
    cache.set(key, markup);
    if (cache.size > CACHED_PAGES) cache.delete(cache.keys().next().value as string);
    return markup;
  };
}

/**
 * index.html with the page's markup inside its empty #root, which names the page's chunk files: the
 * script that starts the app once the page has painted fetches them with the app's own
 * (frontend/vite-plugins/after-first-paint.ts).
 */
export function withPageMarkup(html: string, markup: string, pageScripts: readonly string[]): string {
  const scripts = escapeHtml(pageScripts.join(' '));
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-page-scripts="${scripts}">${markup}</div>`,
  );
}
