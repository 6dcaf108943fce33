import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { AccessGuard } from './common/auth/access.guard';
import { CacheVersionsModule } from './common/cache/cache-versions.module';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter';
import { NoStoreInterceptor } from './common/http/no-store.interceptor';
import { IdempotencyModule } from './common/idempotency/idempotency.module';
import { LoggingModule } from './common/logging/logging.module';
import { SeedingModule } from './common/seeding/seeding.module';
import { RateLimitGuard, ThrottlingModule } from './common/throttling/throttling.module';
import { TimeModule } from './common/time/time.module';
import { FilesModule } from './common/files/files.module';
import { MetricsModule } from './common/metrics/metrics.module';
import { DataProtectionCommonModule } from './common/data-protection/data-protection-common.module';
import { createValidationPipe } from './common/validation/validation';
import { AppConfig } from './config/app-config';
import { BrandModule } from './config/brand';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AdjustmentsModule } from './modules/adjustments';
import { AuditModule } from './modules/audit';
import { AuthModule } from './modules/auth';
import { CmsModule } from './modules/cms';
import { ConsentModule } from './modules/consent';
import { ContentModule } from './modules/content';
import { DataProtectionModule } from './modules/data-protection';
import { DocumentsModule } from './modules/documents';
import { EventsModule } from './modules/events';
import { FormsModule } from './modules/forms';
import { HealthModule } from './modules/health';
import { MailModule } from './modules/mail';
import { OffersModule } from './modules/offers';
import { PaymentsModule } from './modules/payments';
import { PostsModule } from './modules/posts';
import { QuotesModule } from './modules/quotes';
import { RatingModule } from './modules/rating';
import { ReferenceDataModule } from './modules/reference-data';
import { RemindersModule } from './modules/reminders';
import { RenewalsModule } from './modules/renewals';
import { StatisticsModule } from './modules/statistics';
import { UploadsModule } from './modules/uploads';
import { UsersModule } from './modules/users';
import { WebhooksModule } from './modules/webhooks';
import { WebModule } from './web/web.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        BrandModule,
        TimeModule,
        FilesModule,
        DataProtectionCommonModule,
        LoggingModule,
        MetricsModule,
        DatabaseModule,
        CacheVersionsModule,
        SeedingModule,
        ThrottlingModule,
        IdempotencyModule,
        HealthModule,
        MailModule,
        AuditModule,
        EventsModule,
        UsersModule,
        AuthModule,
        ReferenceDataModule,
        RatingModule,
        QuotesModule,
        DocumentsModule,
        AdjustmentsModule,
        RemindersModule,
        PaymentsModule,
        RenewalsModule,
        CmsModule,
        ContentModule,
        ConsentModule,
        FormsModule,
        OffersModule,
        UploadsModule,
        PostsModule,
        StatisticsModule,
        DataProtectionModule,
        WebhooksModule,
        WebModule,
      ],
      providers: [
        // Rate limits first, so a flood is refused before any session lookup.
        { provide: APP_GUARD, useExisting: RateLimitGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_INTERCEPTOR, useClass: NoStoreInterceptor },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
