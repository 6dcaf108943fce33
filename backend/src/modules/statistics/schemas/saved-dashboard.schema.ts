import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import type { ExplorerQuery } from '../domain/explorer-query';
import { CHART_KINDS, ChartKind } from '../domain/reports';

/** An explorer view staff saved under a name, to open again as a dashboard. */
@Schema({ collection: 'statistics_dashboards', timestamps: true })
export class SavedDashboard {
  @Prop({ required: true, trim: true }) name: string;
  /** Lower-cased name: two dashboards may not share one. */
  @Prop({ required: true, unique: true }) nameKey: string;
  @Prop({ type: String, required: true, enum: CHART_KINDS }) chart: ChartKind;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) query: ExplorerQuery;
  @Prop({ required: true }) createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

export type SavedDashboardRecord = SavedDashboard & { _id: Types.ObjectId };

export const SavedDashboardSchema = SchemaFactory.createForClass(SavedDashboard);
