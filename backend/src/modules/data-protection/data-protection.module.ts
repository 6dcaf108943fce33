import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { DataProtectionController } from './data-protection.controller';
import { DataProtectionService } from './data-protection.service';
import { RetentionSweeper } from './retention-sweeper';

/** Data-subject requests (find, export, erase) and the retention sweeps, over every module's hook. */
@Module({
  imports: [AuditModule],
  controllers: [DataProtectionController],
  providers: [DataProtectionService, RetentionSweeper],
})
export class DataProtectionModule {}
