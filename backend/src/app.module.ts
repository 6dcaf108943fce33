import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { AccessGuard } from './common/auth/access.guard';
import { CacheVersionsModule } from './common/cache/cache-versions.module';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter';
import { LoggingModule } from './common/logging/logging.module';
import { SeedingModule } from './common/seeding/seeding.module';
import { RateLimitGuard, ThrottlingModule } from './common/throttling/throttling.module';
import { TimeModule } from './common/time/time.module';
import { FilesModule } from './common/files/files.module';
import { createValidationPipe } from './common/validation/validation';
import { AppConfig } from './config/app-config';
import { BrandModule } from './config/brand';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AuditModule } from './modules/audit/audit.module';
import { AuthModule } from './modules/auth/auth.module';
import { CmsModule } from './modules/cms/cms.module';
import { ConsentModule } from './modules/consent/consent.module';
import { ContentModule } from './modules/content/content.module';
import { FormsModule } from './modules/forms/forms.module';
import { HealthModule } from './modules/health/health.module';
import { MailModule } from './modules/mail/mail.module';
import { OffersModule } from './modules/offers/offers.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { PostsModule } from './modules/posts/posts.module';
import { QuotesModule } from './modules/quotes/quotes.module';
import { RatingModule } from './modules/rating/rating.module';
import { ReferenceDataModule } from './modules/reference-data/reference-data.module';
import { RenewalsModule } from './modules/renewals/renewals.module';
import { StatisticsModule } from './modules/statistics/statistics.module';
import { UploadsModule } from './modules/uploads/uploads.module';
import { UsersModule } from './modules/users/users.module';
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
        LoggingModule,
        DatabaseModule,
        CacheVersionsModule,
        SeedingModule,
        ThrottlingModule,
        HealthModule,
        MailModule,
        AuditModule,
        UsersModule,
        AuthModule,
        ReferenceDataModule,
        RatingModule,
        QuotesModule,
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
        WebModule,
      ],
      providers: [
        // Rate limits first, so a flood is refused before any session lookup.
        { provide: APP_GUARD, useExisting: RateLimitGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
