import { DynamicModule, Module } from '@nestjs/common';
import { FilesModule } from '../common/files/files.module';
import { IdempotencyModule } from '../common/idempotency/idempotency.module';
import { MetricsModule } from '../common/metrics/metrics.module';
import { TimeModule } from '../common/time/time.module';
import { AppConfig } from '../config/app-config';
import { BrandModule } from '../config/brand';
import { ConfigModule } from '../config/config.module';
import { DatabaseModule } from '../database/database.module';
import { ApiKeysModule } from '../modules/auth';
import { UsersModule } from '../modules/users';

/** What the command-line tools need: the users module on the configured database, no HTTP. */
@Module({})
export class CliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CliModule,
      imports: [
        ConfigModule.forRoot(config),
        BrandModule,
        MetricsModule,
        TimeModule,
        DatabaseModule,
        UsersModule,
      ],
    };
  }
}

/**
 * What `make api-key` needs: the API keys (and the audit log they write to) on the configured database;
 * the idempotency store only because the keys' controller is declared with its interceptor.
 */
@Module({})
export class ApiKeysCliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ApiKeysCliModule,
      imports: [
        ConfigModule.forRoot(config),
        MetricsModule,
        TimeModule,
        DatabaseModule,
        IdempotencyModule,
        ApiKeysModule,
      ],
    };
  }
}

/** What backup and restore need: the configured database and file store, no module's schemas. */
@Module({})
export class DeploymentCliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DeploymentCliModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule, FilesModule],
    };
  }
}
