import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { UploadsModule } from '../uploads';
import { CmsUploadUses } from './cms-upload-uses';
import { CmsChanges } from './cms-changes';
import { CmsController } from './cms.controller';
import { CmsSeeder } from './cms.seeder';
import { CmsRepository } from './cms.repository';
import { CmsService } from './cms.service';
import { SeedLedger } from '../../common/seeding/seed-ledger';
import { CmsSectionVersion, CmsSectionVersionSchema } from './schemas/cms-section-version.schema';
import { CmsSection, CmsSectionSchema } from './schemas/cms-section.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: CmsSection.name, schema: CmsSectionSchema },
      { name: CmsSectionVersion.name, schema: CmsSectionVersionSchema },
    ]),
    AuditModule,
    UploadsModule,
  ],
  controllers: [CmsController],
  providers: [CmsService, CmsRepository, CmsChanges, CmsSeeder, SeedLedger, CmsUploadUses],
  exports: [CmsService, CmsChanges],
})
export class CmsModule {}
