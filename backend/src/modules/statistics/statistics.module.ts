import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { JobLease } from '../../common/jobs/job-lease';
import type { StatisticsSource } from '../../common/statistics/facts';
import { AuditModule } from '../audit/audit.module';
import { FormsModule } from '../forms/forms.module';
import { FormsStatisticsSource } from '../forms/forms-statistics.source';
import { PaymentsModule } from '../payments/payments.module';
import { PaymentsStatisticsSource } from '../payments/payments-statistics.source';
import { PostsModule } from '../posts/posts.module';
import { PostsStatisticsSource } from '../posts/posts-statistics.source';
import { QuotesModule } from '../quotes/quotes.module';
import { QuotesStatisticsSource } from '../quotes/quotes-statistics.source';
import { RenewalsModule } from '../renewals/renewals.module';
import { RenewalsStatisticsSource } from '../renewals/renewals-statistics.source';
import { UsersModule } from '../users/users.module';
import { UsersStatisticsSource } from '../users/users-statistics.source';
import { FactTables } from './fact-tables';
import { FactBlock, FactBlockSchema, FactManifest, FactManifestSchema } from './facts/fact-block.schema';
import { FactReaders } from './facts/fact-readers';
import { FactSync } from './facts/fact-sync.service';
import { SavedDashboards } from './saved-dashboards.service';
import { SavedDashboard, SavedDashboardSchema } from './schemas/saved-dashboard.schema';
import { StatisticsController } from './statistics.controller';
import { StatisticsService } from './statistics.service';

/** The modules whose records the statistics read, each through the source it exports. */
const OWNERS = [
  QuotesStatisticsSource,
  PaymentsStatisticsSource,
  RenewalsStatisticsSource,
  UsersStatisticsSource,
  FormsStatisticsSource,
  PostsStatisticsSource,
];

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: SavedDashboard.name, schema: SavedDashboardSchema },
      { name: FactBlock.name, schema: FactBlockSchema },
      { name: FactManifest.name, schema: FactManifestSchema },
    ]),
    AuditModule,
    QuotesModule,
    PaymentsModule,
    RenewalsModule,
    UsersModule,
    FormsModule,
    PostsModule,
  ],
  controllers: [StatisticsController],
  providers: [
    {
      provide: FactReaders,
      inject: OWNERS,
      useFactory: (...owners: StatisticsSource[]) => new FactReaders(owners),
    },
    FactSync,
    FactTables,
    JobLease,
    StatisticsService,
    SavedDashboards,
  ],
})
export class StatisticsModule {}
