import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { DocumentsModule } from '../documents';
import { MailModule } from '../mail';
import { QuotesModule } from '../quotes';
import { RatingModule } from '../rating';
import { ReferenceDataModule } from '../reference-data';
import { AdjustmentsAdminController } from './adjustments-admin.controller';
import { AdjustmentsController } from './adjustments.controller';
import { AdjustmentsPersonalData } from './adjustments.personal-data';
import { adjustmentsStatisticsSource, AdjustmentsStatisticsSource } from './adjustments-statistics.source';
import { AdjustmentsRepository } from './adjustments.repository';
import { PolicyAdjustmentTurn, PolicyAdjustmentTurnSchema } from './schemas/policy-adjustment-turn.schema';
import { AdjustmentsService } from './adjustments.service';
import { PolicyAdjustment, PolicyAdjustmentSchema } from './schemas/policy-adjustment.schema';

/**
 * Mid-term changes: priced by the engine in domain/, confirmed and settled on /my-policy. Exports the
 * service the payments module settles a paid change through (payments/adjustment-checkout/).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: PolicyAdjustment.name, schema: PolicyAdjustmentSchema },
      { name: PolicyAdjustmentTurn.name, schema: PolicyAdjustmentTurnSchema },
    ]),
    QuotesModule,
    DocumentsModule,
    RatingModule,
    ReferenceDataModule,
    MailModule,
    AuditModule,
  ],
  controllers: [AdjustmentsController, AdjustmentsAdminController],
  providers: [
    AdjustmentsRepository,
    AdjustmentsService,
    AdjustmentsPersonalData,
    adjustmentsStatisticsSource,
  ],
  exports: [AdjustmentsService, AdjustmentsStatisticsSource],
})
export class AdjustmentsModule {}
