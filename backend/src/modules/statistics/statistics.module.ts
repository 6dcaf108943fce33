import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import type { StatisticsSource } from '../../common/statistics/facts';
import { AdjustmentsModule, AdjustmentsStatisticsSource } from '../adjustments';
import { AuditModule } from '../audit';
import { FormsModule, FormsStatisticsSource } from '../forms';
import { PaymentsModule, PaymentsStatisticsSource } from '../payments';
import { PostsModule, PostsStatisticsSource } from '../posts';
import { QuotesModule, QuotesStatisticsSource } from '../quotes';
import { RenewalsModule, RenewalsStatisticsSource } from '../renewals';
import { UsersModule, UsersStatisticsSource } from '../users';
import { FactTables } from './fact-tables';
import { FactBlock, FactBlockSchema, FactManifest, FactManifestSchema } from './schemas/fact-block.schema';
import { FactReaders } from './facts/fact-readers';
import { FactBlocksRepository } from './facts/fact-blocks.repository';
import { FactSync } from './facts/fact-sync.service';
import { SavedDashboardsRepository } from './saved-dashboards.repository';
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
  AdjustmentsStatisticsSource,
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
    AdjustmentsModule,
  ],
  controllers: [StatisticsController],
  providers: [
    {
      provide: FactReaders,
      inject: OWNERS,
      useFactory: (...owners: StatisticsSource[]) => new FactReaders(owners),
    },
    FactSync,
    FactBlocksRepository,
    FactTables,
    StatisticsService,
    SavedDashboards,
    SavedDashboardsRepository,
  ],
})
export class StatisticsModule {}
