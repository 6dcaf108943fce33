import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit/audit.module';
import { FactTables } from './fact-tables';
import { FactBlock, FactBlockSchema, FactManifest, FactManifestSchema } from './facts/fact-block.schema';
import { FactSync } from './facts/fact-sync.service';
import { SavedDashboards } from './saved-dashboards.service';
import { SavedDashboard, SavedDashboardSchema } from './schemas/saved-dashboard.schema';
import { StatisticsDemoSeeder } from './statistics-demo.seeder';
import { StatisticsController } from './statistics.controller';
import { StatisticsService } from './statistics.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: SavedDashboard.name, schema: SavedDashboardSchema },
      { name: FactBlock.name, schema: FactBlockSchema },
      { name: FactManifest.name, schema: FactManifestSchema },
    ]),
    AuditModule,
  ],
  controllers: [StatisticsController],
  providers: [FactSync, FactTables, StatisticsService, SavedDashboards, StatisticsDemoSeeder],
})
export class StatisticsModule {}
