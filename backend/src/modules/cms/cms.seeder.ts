import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { DemoSeed, DemoSeeder } from '../../common/seeding/demo-seeder';
import { BrandService } from '../../config/brand';
import { SeedLedger } from '../../common/seeding/seed-ledger';
import { siteBrand } from '../../config/site-brand';
import { CmsSection } from './schemas/cms-section.schema';
import { cmsSections } from './seed';

/** The public pages' starting content, one section per page and key; staff edits are never overwritten. */
@DemoSeed(20)
@Injectable()
export class CmsSeeder implements DemoSeeder {
  constructor(
    @InjectModel(CmsSection.name) private readonly sections: Model<CmsSection>,
    private readonly ledger: SeedLedger,
    private readonly brands: BrandService,
  ) {}

  async seed(): Promise<void> {
    const seeds = cmsSections(siteBrand(this.brands));
    const orderOnPage = new Map<string, number>();
    const records = seeds.map(({ page, key, title, body, items }) => {
      const order = (orderOnPage.get(page) ?? 0) + 1;
      orderOnPage.set(page, order);
      return { page, key, title, body, items: items ?? [], order, version: 1 } as CmsSection;
    });
    await this.ledger.insertMissing(this.sections, 'cms', records, ({ page, key }) => ({
      id: `${page}/${key}`,
      filter: { page, key },
    }));
  }
}
