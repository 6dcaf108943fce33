import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { ReadinessRepository } from './readiness.repository';
import { Readiness } from './readiness.service';

@Module({
  controllers: [HealthController],
  providers: [HealthService, Readiness, ReadinessRepository],
  exports: [Readiness],
})
export class HealthModule {}
