import { createHash } from 'node:crypto';
import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { BrandService } from '../../config/brand';
import { siteBrand } from '../../config/site-brand';
import { CmsService } from '../../modules/cms';
import { withTimeout } from '../with-timeout';
import { termsOfBusinessPdf } from './terms-of-business';

const TERMS_PAGE = 'terms-of-business';
/** Past this, a database that does not answer is taken as down. */
const READ_BUDGET_MS = 3000;

/**
 * The terms-of-business PDF, made from the CMS page on first request and remade only when a section
 * changes. While the database cannot be read, the last one made is served.
 */
@Injectable()
export class TermsOfBusinessDocument {
  private made?: { fingerprint: string; pdf: Buffer };

  constructor(
    private readonly cms: CmsService,
    private readonly brands: BrandService,
    private readonly config: AppConfig,
  ) {}

  /** The brand's path for it (brand.documents.termsOfBusiness). */
  get path(): string {
    return siteBrand(this.brands).documents.termsOfBusiness;
  }

  async pdf(): Promise<Buffer> {
    const page = await withTimeout(this.cms.getPage(TERMS_PAGE), READ_BUDGET_MS).catch(() => undefined);
    if (!page) {
      if (this.made) return this.made.pdf;
      throw new ServiceUnavailableException(
        'The terms of business are unavailable just now. Please try again shortly.',
      );
    }
    const { sections } = page;
    const fingerprint = createHash('sha256')
      .update(JSON.stringify(sections.map((s) => [s._id, s.version, s.updatedAt, s.title, s.body])))
      .digest('hex');
    if (this.made?.fingerprint !== fingerprint) {
      const pdf = await termsOfBusinessPdf(sections, {
        brandName: this.brands.name,
        siteUrl: this.config.publicUrl,
        documentPath: this.path,
      });
      this.made = { fingerprint, pdf };
    }
    return this.made.pdf;
  }
}
