import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { BlogService } from '../modules/posts';
import { PageHeadService } from './page-head.service';
import { listedPaths, robotsTxt, sitemapXml } from './site-files';

/** /sitemap.xml and /robots.txt: the public routes of the route table and the published posts. */
@Injectable()
export class SiteFilesService {
  constructor(
    private readonly config: AppConfig,
    private readonly heads: PageHeadService,
    private readonly blog: BlogService,
  ) {}

  async sitemap(): Promise<string> {
    const posts = await this.blog.listed();
    return sitemapXml(this.config.publicUrl, listedPaths(this.heads.routes), posts);
  }

  robots(): string {
    return robotsTxt(this.config.publicUrl);
  }
}
