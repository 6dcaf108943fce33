import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthRepository } from './health.repository';
import { HealthService } from './health.service';
import { Readiness } from './readiness.service';

@Module({
  controllers: [HealthController],
  providers: [HealthService, Readiness, HealthRepository],
  exports: [Readiness],
})
export class HealthModule {}
