import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { ActiveRatingTable } from './active-rating-table';
import { RatingController } from './rating.controller';
import { RatingTablesRepository } from './rating-tables.repository';
import { RatingTablesService } from './rating-tables.service';
import { RatingTableRecord, RatingTableRecordSchema } from './schemas/rating-table-record.schema';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: RatingTableRecord.name, schema: RatingTableRecordSchema }]),
    AuditModule,
  ],
  controllers: [RatingController],
  providers: [RatingTablesRepository, RatingTablesService, ActiveRatingTable],
  exports: [ActiveRatingTable],
})
export class RatingModule {}
