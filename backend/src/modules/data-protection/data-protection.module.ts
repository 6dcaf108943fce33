import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { DataProtectionController } from './data-protection.controller';
import { DataProtectionService } from './data-protection.service';
import { ErasuresRepository } from './erasures.repository';
import { RetentionSweeper } from './retention-sweeper';
import { Erasure, ErasureSchema } from './schemas/erasure.schema';

/** Data-subject requests (find, export, erase) and the retention sweeps, over every module's hook. */
@Module({
  imports: [AuditModule, MongooseModule.forFeature([{ name: Erasure.name, schema: ErasureSchema }])],
  controllers: [DataProtectionController],
  providers: [DataProtectionService, ErasuresRepository, RetentionSweeper],
})
export class DataProtectionModule {}
