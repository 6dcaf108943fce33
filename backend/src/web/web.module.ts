import { Module } from '@nestjs/common';
import { CmsModule } from '../modules/cms';
import { ConsentModule } from '../modules/consent';
import { ContentModule } from '../modules/content';
import { PostsModule } from '../modules/posts';
import { TermsOfBusinessDocument } from './documents/terms-of-business-document.service';
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
