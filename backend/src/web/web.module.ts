import { Module } from '@nestjs/common';
import { CmsModule } from '../modules/cms/cms.module';
import { ConsentModule } from '../modules/consent/consent.module';
import { ContentModule } from '../modules/content/content.module';
import { TermsOfBusinessDocument } from './documents/terms-of-business.service';
import { PreloadedStateService } from './preloaded-state.service';

/** What the server renders around the SPA: the preloaded state of index.html and generated documents. */
@Module({
  imports: [CmsModule, ConsentModule, ContentModule],
  providers: [PreloadedStateService, TermsOfBusinessDocument],
  exports: [PreloadedStateService, TermsOfBusinessDocument],
})
export class WebModule {}
