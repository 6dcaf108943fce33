import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { BrandService } from '../config/brand';
import { CoverPreload, PageHead, postHead, SharedPost } from './page-head';
import { BLOG_LIST_PATH, blogPostApiPath, blogPostIdIn, PreloadedState } from './preloaded-state';
import { loadRouteManifest, ManifestRoute, matchRoute } from './route-manifest';

/**
 * The head of each public page as the server sends it: the route table's title and description
 * (from the SPA build), and for a blog post its own title, description and cover, taken from the
 * post answer already preloaded for the page, so link previews and search engines see them.
 */
@Injectable()
export class PageHeadService {
  readonly routes: ManifestRoute[];

  // Each dependency is typed by the part of it used here, so a test's fake is checked against that part.
  constructor(
    @Inject(AppConfig) private readonly config: Pick<AppConfig, 'SPA_DIST' | 'publicUrl'>,
    @Inject(BrandService) private readonly brands: Pick<BrandService, 'name'>,
  ) {
    this.routes = loadRouteManifest(config.SPA_DIST);
  }

  headFor(pagePath: string, state: PreloadedState | undefined): PageHead | undefined {
    const route = matchRoute(this.routes, pagePath);
    if (route?.layout !== 'public') return undefined;
    const siteUrl = this.config.publicUrl;
    const postId = blogPostIdIn(pagePath);
    const answer = postId
      ? (state?.swr[blogPostApiPath(postId)] as { currentPost?: SharedPost } | undefined)
      : undefined;
    const sizes = route.assets?.coverSizes;
    const shown = answer?.currentPost ?? firstListed(state);
    const cover = sizes && shown?.cover ? coverPreload(shown.cover, sizes) : undefined;
    if (answer?.currentPost)
      return { ...postHead(siteUrl, this.brands.name, answer.currentPost), assets: route.assets, cover };
    return {
      title: route.title,
      description: route.description,
      url: `${siteUrl}${pagePath}`,
      type: 'website',
      assets: route.assets,
      cover,
    };
  }
}

type Cover = NonNullable<SharedPost['cover']> & { src?: string };

/** The blog list's first post, which the page shows first (its featured card). */
function firstListed(state: PreloadedState | undefined): { cover: Cover | null } | undefined {
  const list = state?.swr[BLOG_LIST_PATH] as { items?: { cover: Cover | null }[] } | undefined;
  return list?.items?.[0];
}

function coverPreload(cover: Cover, sizes: string): CoverPreload | undefined {
  const src = cover.src ?? cover.variants.at(-1)?.url;
  return src && cover.variants.length > 0 ? { src, variants: cover.variants, sizes } : undefined;
}
