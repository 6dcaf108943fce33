import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { LockoutModule } from '../lockout';
import { MailModule } from '../mail';
import { RatingModule } from '../rating';
import { ReferenceDataModule } from '../reference-data';
import { PoliciesRepository } from './policies.repository';
import { PoliciesService } from './policies.service';
import { QuoteAccess } from './quote-access.service';
import { QuoteAnswersService } from './quote-answers.service';
import { QuoteDemoSeeder } from './quotes.seeder';
import { QuoteLocks } from './quote-locks';
import { QuotePricing } from './quote-pricing.service';
import { QuoteRetrievalService } from './quote-retrieval.service';
import { QuotesAdminController } from './quotes-admin.controller';
import { QuotesAdminService } from './quotes-admin.service';
import { QuotesController } from './quotes.controller';
import { QuotesRepository } from './quotes.repository';
import { QuotesService } from './quotes.service';
import { quotesStatisticsSource, QuotesStatisticsSource } from './quotes-statistics.source';
import { Policy, PolicySchema } from './schemas/policy.schema';
import { Quote, QuoteSchema } from './schemas/quote.schema';
import { QuoteEvent, QuoteEventSchema } from './schemas/quote-event.schema';
import { QuotesPersonalData } from './quotes.personal-data';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Quote.name, schema: QuoteSchema },
      { name: QuoteEvent.name, schema: QuoteEventSchema },
      { name: Policy.name, schema: PolicySchema },
    ]),
    RatingModule,
    ReferenceDataModule,
    MailModule,
    LockoutModule,
  ],
  controllers: [QuotesController, QuotesAdminController],
  providers: [
    QuotesRepository,
    QuoteAccess,
    QuoteLocks,
    QuoteAnswersService,
    QuotePricing,
    PoliciesService,
    PoliciesRepository,
    QuotesService,
    QuoteRetrievalService,
    QuotesAdminService,
    QuoteDemoSeeder,
    quotesStatisticsSource,
    QuotesPersonalData,
  ],
  exports: [QuotesService, PoliciesService, QuoteAnswersService, QuotesStatisticsSource],
})
export class QuotesModule {}
