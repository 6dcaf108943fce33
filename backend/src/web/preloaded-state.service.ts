import { Inject, Injectable } from '@nestjs/common';
import { ok } from '../common/http/envelope';
import { BrandService } from '../config/brand';
import { CmsChanges, CmsService } from '../modules/cms';
import { CookieRecordsService } from '../modules/consent';
import { FaqsService, JargonService } from '../modules/content';
import { BlogService } from '../modules/posts';
import {
  BLOG_LIST_PATH,
  BLOG_TAGS_PATH,
  cmsPagePath,
  COOKIE_RECORDS_PATH,
  FAQS_PATH,
  JARGON_PATH,
  PreloadedState,
  preloadPaths,
} from './preloaded-state';
import { withTimeout } from './with-timeout';

/**
 * How long an answer is reused: content changes rarely, and a staff edit shows within seconds (CMS
 * pages at once, through CmsChanges; FAQs, jargon and cookie records when this expires).
 */
const CACHE_MS = 5000;
/** The most a page waits for its data: past it, the page is served without (the SPA fetches). */
const BUDGET_MS = 500;

const CMS_PAGE = /^\/api\/v1\/cms\/pages\/([a-z0-9-]+)$/;
const BLOG_POST = /^\/api\/v1\/posts\/blog\/post\/([^/]+)$/;
/** The blog is read from memory already, and a post must appear the moment it is published. */
const UNCACHED = (apiPath: string) => apiPath.startsWith(BLOG_LIST_PATH);

/**
 * Builds the preloaded state for a page from the same services and envelope as the API routes, so
 * each entry is exactly what the SPA would have fetched. Never fails: a slow or failed read leaves
 * its entry out.
 */
@Injectable()
export class PreloadedStateService {
  private readonly cache = new Map<string, { expires: number; answer: Promise<object | undefined> }>();

  // Each dependency is typed by the part of it used here, so a test's fake is checked against that part.
  constructor(
    @Inject(CmsService) private readonly cms: Pick<CmsService, 'getPage'>,
    @Inject(CookieRecordsService) private readonly cookies: Pick<CookieRecordsService, 'catalogue'>,
    @Inject(FaqsService) private readonly faqs: Pick<FaqsService, 'search'>,
    @Inject(JargonService) private readonly jargon: Pick<JargonService, 'search'>,
    @Inject(BrandService) private readonly brands: Pick<BrandService, 'brand'>,
    @Inject(BlogService) private readonly blog: Pick<BlogService, 'list' | 'tags' | 'get'>,
    @Inject(CmsChanges) changes: Pick<CmsChanges, 'onPageChanged'>,
  ) {
    // A saved section shows on the next page load here, and within seconds on other instances.
    changes.onPageChanged((page) => this.cache.delete(cmsPagePath(page)));
  }

  async stateFor(pagePath: string): Promise<PreloadedState | undefined> {
    const paths = preloadPaths(pagePath, this.brands.brand.productSlug);
    const answers = await withTimeout(Promise.all(paths.map((path) => this.answer(path))), BUDGET_MS);
    const entries = paths
      .map((path, index) => [path, answers?.[index]] as const)
      .filter(([, answer]) => answer);
    return entries.length > 0 ? { swr: Object.fromEntries(entries) } : undefined;
  }

  private answer(apiPath: string): Promise<object | undefined> {
    if (UNCACHED(apiPath)) return this.load(apiPath).catch(() => undefined);
    const now = Date.now();
    const cached = this.cache.get(apiPath);
    if (cached && cached.expires > now) return cached.answer;
    // A failure is remembered too, so a database that is down is not asked again on every page.
    const answer = this.load(apiPath).catch(() => undefined);
    this.cache.set(apiPath, { expires: now + CACHE_MS, answer });
    return answer;
  }

  private async load(apiPath: string): Promise<object> {
    if (apiPath === COOKIE_RECORDS_PATH) return ok(await this.cookies.catalogue({}));
    if (apiPath === FAQS_PATH) return ok(await this.faqs.search({}));
    if (apiPath === JARGON_PATH) return ok(await this.jargon.search({}));
    if (apiPath === BLOG_LIST_PATH) return ok(await this.blog.list({}));
    if (apiPath === BLOG_TAGS_PATH) return ok(await this.blog.tags());
    const post = BLOG_POST.exec(apiPath);
    if (post) return ok(await this.blog.get(decodeURIComponent(post[1])));
    const page = CMS_PAGE.exec(apiPath);
    if (page) return ok(await this.cms.getPage(page[1]));
    throw new Error(`No preloadable answer for ${apiPath}`);
  }
}
