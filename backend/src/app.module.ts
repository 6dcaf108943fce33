import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { DenyByDefaultGuard } from './common/auth/deny-by-default.guard';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter';
import { LoggingModule } from './common/logging/logging.module';
import { SeedingModule } from './common/seeding/seeding.module';
import { createValidationPipe } from './common/validation/validation';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './modules/health/health.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), LoggingModule, DatabaseModule, SeedingModule, HealthModule],
      providers: [
        { provide: APP_GUARD, useClass: DenyByDefaultGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
