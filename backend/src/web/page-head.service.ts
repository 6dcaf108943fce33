import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { BrandService } from '../config/brand';
import { PageHead, postHead, SharedPost } from './page-head';
import { blogPostApiPath, blogPostIdIn, PreloadedState } from './preloaded-state';
import { loadRouteManifest, ManifestRoute, matchRoute } from './route-manifest';

/**
 * The head of each public page as the server sends it: the route table's title and description
 * (from the SPA build), and for a blog post its own title, description and cover, taken from the
 * post answer already preloaded for the page, so link previews and search engines see them.
 */
@Injectable()
export class PageHeadService {
  readonly routes: ManifestRoute[];

  constructor(
    private readonly config: AppConfig,
    private readonly brands: BrandService,
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
    if (answer?.currentPost)
      return { ...postHead(siteUrl, this.brands.name, answer.currentPost), assets: route.assets };
    return {
      title: route.title,
      description: route.description,
      url: `${siteUrl}${pagePath}`,
      type: 'website',
      assets: route.assets,
    };
  }
}
