import { Module } from '@nestjs/common';
import { CmsModule } from '../modules/cms/cms.module';
import { ConsentModule } from '../modules/consent/consent.module';
import { ContentModule } from '../modules/content/content.module';
import { PostsModule } from '../modules/posts/posts.module';
import { TermsOfBusinessDocument } from './documents/terms-of-business.service';
import { PageHeadService } from './page-head.service';
import { PreloadedStateService } from './preloaded-state.service';
import { SiteFilesService } from './site-files.service';

/**
 * What the server renders around the SPA: the preloaded state and head of index.html, generated
 * documents, the sitemap and robots.txt.
 */
@Module({
  imports: [CmsModule, ConsentModule, ContentModule, PostsModule],
  providers: [PreloadedStateService, PageHeadService, SiteFilesService, TermsOfBusinessDocument],
  exports: [PreloadedStateService, PageHeadService, SiteFilesService, TermsOfBusinessDocument],
})
export class WebModule {}
