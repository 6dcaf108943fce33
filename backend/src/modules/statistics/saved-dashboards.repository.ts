import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { SavedDashboard, SavedDashboardRecord } from './schemas/saved-dashboard.schema';

export type DashboardFields = Omit<SavedDashboard, 'createdBy' | 'createdAt' | 'updatedAt'>;

/** The only code that touches the saved dashboards. A name taken fails with the duplicate-key error. */
@Injectable()
export class SavedDashboardsRepository {
  constructor(@InjectModel(SavedDashboard.name) private readonly dashboards: Model<SavedDashboard>) {}

  all(): Promise<SavedDashboardRecord[]> {
    return this.dashboards.find().lean<SavedDashboardRecord[]>();
  }

  findById(id: string): Promise<SavedDashboardRecord | null> {
    return this.dashboards.findById(id).lean<SavedDashboardRecord>();
  }

  async create(fields: DashboardFields, createdBy: string): Promise<SavedDashboardRecord> {
    return (await this.dashboards.create({ ...fields, createdBy })).toObject<SavedDashboardRecord>();
  }

  /** Answers the dashboard as it is now; null when it is gone. */
  update(id: string, fields: DashboardFields): Promise<SavedDashboardRecord | null> {
    return this.dashboards
      .findByIdAndUpdate(id, { $set: fields }, { returnDocument: 'after' })
      .lean<SavedDashboardRecord>();
  }

  /** False when it was gone. */
  async delete(id: string): Promise<boolean> {
    return (await this.dashboards.deleteOne({ _id: id })).deletedCount === 1;
  }
}
