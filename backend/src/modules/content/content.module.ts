import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { SeedLedger } from '../../common/seeding/seed-ledger';
import { ContentSeeder } from './content.seeder';
import { FaqsController } from './faqs.controller';
import { FaqsService } from './faqs.service';
import { JargonController } from './jargon.controller';
import { JargonService } from './jargon.service';
import { Faq, FaqSchema } from './schemas/faq.schema';
import { JargonTerm, JargonTermSchema } from './schemas/jargon-term.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Faq.name, schema: FaqSchema },
      { name: JargonTerm.name, schema: JargonTermSchema },
    ]),
    AuditModule,
  ],
  controllers: [FaqsController, JargonController],
  providers: [FaqsService, JargonService, ContentSeeder, SeedLedger],
  exports: [FaqsService, JargonService],
})
export class ContentModule {}
