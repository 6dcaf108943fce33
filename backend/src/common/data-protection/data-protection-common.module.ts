import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { PersonalDataRegistry } from './personal-data-registry';
import { RetentionReports } from './retention-reports';

/** The registry of every module's PersonalDataHook, and the sweep reports metrics subscribe to. */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [PersonalDataRegistry, RetentionReports],
  exports: [PersonalDataRegistry, RetentionReports],
})
export class DataProtectionCommonModule {}
