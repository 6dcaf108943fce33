import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics';

/** Provides `Metrics` to every module, so each counts its own events. */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}
