import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { DemoSeed, DemoSeeder } from '../../common/seeding/demo-seeder';
import { BrandService } from '../../config/brand';
import { SeedLedger } from '../../common/seeding/seed-ledger';
import { siteBrand } from '../../config/site-brand';
import { FAQ_ORDER_STEP } from './faqs.service';
import { Faq } from './schemas/faq.schema';
import { JargonTerm } from './schemas/jargon-term.schema';
import { faqs } from './seed/faqs';
import { jargonTerms } from './seed/jargon';

/** The help pages' starting FAQs and jargon terms; what staff changed or deleted stays so. */
@DemoSeed(30)
@Injectable()
export class ContentSeeder implements DemoSeeder {
  constructor(
    @InjectModel(Faq.name) private readonly faqs: Model<Faq>,
    @InjectModel(JargonTerm.name) private readonly jargon: Model<JargonTerm>,
    private readonly ledger: SeedLedger,
    private readonly brands: BrandService,
  ) {}

  async seed(): Promise<void> {
    const brand = siteBrand(this.brands);
    const seededFaqs = faqs(brand).map((faq, index) => ({ ...faq, order: (index + 1) * FAQ_ORDER_STEP }));
    await this.ledger.insertMissing(this.faqs, 'faq', seededFaqs, ({ question }) => ({
      id: question,
      filter: { question },
    }));
    await this.ledger.insertMissing(this.jargon, 'jargon', jargonTerms(brand), ({ term }) => ({
      id: term,
      filter: { term },
    }));
  }
}
