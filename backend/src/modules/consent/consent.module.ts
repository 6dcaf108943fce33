import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { SeedLedger } from '../../common/seeding/seed-ledger';
import { ConsentSeeder } from './consent.seeder';
import { ConsentsController } from './consents.controller';
import { ConsentsService } from './consents.service';
import { CookieRecordsController } from './cookie-records.controller';
import { CookieRecordsService } from './cookie-records.service';
import { ConsentRecord, ConsentRecordSchema } from './schemas/consent-record.schema';
import { CookieRecord, CookieRecordSchema } from './schemas/cookie-record.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: CookieRecord.name, schema: CookieRecordSchema },
      { name: ConsentRecord.name, schema: ConsentRecordSchema },
    ]),
    AuditModule,
  ],
  controllers: [CookieRecordsController, ConsentsController],
  providers: [CookieRecordsService, ConsentsService, ConsentSeeder, SeedLedger],
  exports: [CookieRecordsService],
})
export class ConsentModule {}
