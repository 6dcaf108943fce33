import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CmsController } from './cms.controller';
import { CmsSeeder } from './cms.seeder';
import { CmsService } from './cms.service';
import { SeedLedger } from './kit/seed-ledger';
import { CmsSection, CmsSectionSchema } from './schemas/cms-section.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: CmsSection.name, schema: CmsSectionSchema }])],
  controllers: [CmsController],
  providers: [CmsService, CmsSeeder, SeedLedger],
  exports: [CmsService],
})
export class CmsModule {}
