import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { DemoSeed, DemoSeeder } from '../../common/seeding/demo-seeder';
import { BrandService } from '../../config/brand';
import { SeedLedger } from '../../common/seeding/seed-ledger';
import { siteBrand } from '../../config/site-brand';
import { CookieRecord } from './schemas/cookie-record.schema';
import { cookieRecords } from './seed/cookies';

/** The cookies table as the site starts; records staff changed or removed stay so. */
@DemoSeed(30)
@Injectable()
export class ConsentSeeder implements DemoSeeder {
  constructor(
    @InjectModel(CookieRecord.name) private readonly records: Model<CookieRecord>,
    private readonly ledger: SeedLedger,
    private readonly brands: BrandService,
  ) {}

  async seed(): Promise<void> {
    await this.ledger.insertMissing(
      this.records,
      'cookie',
      cookieRecords(siteBrand(this.brands)),
      ({ name }) => ({
        id: name,
        filter: { name },
      }),
    );
  }
}
