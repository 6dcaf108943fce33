import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditController } from './audit.controller';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';
import { AuditEntry, AuditEntrySchema } from './schemas/audit-entry.schema';
import { AuditName, AuditNameSchema } from './schemas/audit-name.schema';
import { AuditPersonalData } from './audit.personal-data';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: AuditEntry.name, schema: AuditEntrySchema },
      { name: AuditName.name, schema: AuditNameSchema },
    ]),
  ],
  controllers: [AuditController],
  providers: [AuditService, AuditRepository, AuditPersonalData],
  exports: [AuditService],
})
export class AuditModule {}
