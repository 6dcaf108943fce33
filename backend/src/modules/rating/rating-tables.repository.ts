import { ConflictException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, QueryFilter, UpdateQuery } from 'mongoose';
import type { RatingTable } from './domain/rating-table';
import {
  RatingTableDocument,
  RatingTableRecord,
  RatingTableStatus,
  UploaderRecord,
} from './schemas/rating-table-record.schema';

/** A stored version, as every caller sees it. */
export interface StoredRatingTable {
  _id: string;
  version: string;
  effectiveFrom: string;
  table: RatingTable;
  status: RatingTableStatus;
  uploadedBy: UploaderRecord;
  builtIn: boolean;
  activatedAt?: Date;
  deactivatedAt?: Date;
  retiredAt?: Date;
  createdAt: Date;
}

export type NewRatingTable = Pick<StoredRatingTable, 'table' | 'status' | 'uploadedBy' | 'builtIn'> & {
  activatedAt?: Date;
};

function toStored(doc: RatingTableDocument): StoredRatingTable {
  return {
    _id: String(doc._id),
    version: doc.version,
    effectiveFrom: doc.effectiveFrom,
    table: doc.table,
    status: doc.status,
    uploadedBy: { type: doc.uploadedBy.type, id: doc.uploadedBy.id, label: doc.uploadedBy.label },
    builtIn: doc.builtIn,
    activatedAt: doc.activatedAt,
    deactivatedAt: doc.deactivatedAt,
    retiredAt: doc.retiredAt,
    createdAt: doc.createdAt,
  };
}

const orNull = (doc: RatingTableDocument | null): StoredRatingTable | null => (doc ? toStored(doc) : null);

/** The only code that touches the rating_tables collection. */
@Injectable()
export class RatingTablesRepository {
  constructor(@InjectModel(RatingTableRecord.name) private readonly tables: Model<RatingTableRecord>) {}

  async insert(table: NewRatingTable): Promise<StoredRatingTable> {
    try {
      const created = await this.tables.create({
        ...table,
        version: table.table.version,
        effectiveFrom: table.table.effectiveFrom,
      });
      return toStored(created.toObject<RatingTableDocument>());
    } catch (error) {
      if ((error as { code?: unknown }).code === 11000) {
        throw new ConflictException(
          `A rating table with version ${table.table.version} already exists. Give the new table a new version.`,
        );
      }
      throw error;
    }
  }

  async findById(id: string): Promise<StoredRatingTable | null> {
    if (!isValidObjectId(id)) return null;
    return orNull(await this.tables.findById(id).lean<RatingTableDocument>());
  }

  async findByVersion(version: string): Promise<StoredRatingTable | null> {
    return orNull(await this.tables.findOne({ version }).lean<RatingTableDocument>());
  }

  async versionExists(version: string): Promise<boolean> {
    return (await this.tables.exists({ version })) !== null;
  }

  async isEmpty(): Promise<boolean> {
    return (await this.tables.exists({})) === null;
  }

  /** The newest activation wins should two ever be active (an activation half done). */
  async findActive(): Promise<StoredRatingTable | null> {
    return orNull(
      await this.tables.findOne({ status: 'active' }).sort({ activatedAt: -1 }).lean<RatingTableDocument>(),
    );
  }

  async findLastDeactivated(): Promise<StoredRatingTable | null> {
    return orNull(
      await this.tables
        .findOne({ status: 'inactive', deactivatedAt: { $exists: true } })
        .sort({ deactivatedAt: -1 })
        .lean<RatingTableDocument>(),
    );
  }

  /** Newest first, of one status or all. */
  async list(
    { status }: { status?: RatingTableStatus },
    skip: number,
    limit: number,
  ): Promise<{ items: StoredRatingTable[]; total: number }> {
    const filter: QueryFilter<RatingTableRecord> = status ? { status } : {};
    const [docs, total] = await Promise.all([
      this.tables
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean<RatingTableDocument[]>(),
      this.tables.countDocuments(filter),
    ]);
    return { items: docs.map(toStored), total };
  }

  /** Activates first, then deactivates the rest: readers always find an active table. */
  async activate(id: string, now: Date): Promise<StoredRatingTable | null> {
    const active = await this.update(
      { _id: id, status: { $ne: 'retired' } },
      {
        $set: { status: 'active', activatedAt: now },
      },
    );
    if (active) {
      await this.tables.updateMany(
        { _id: { $ne: id }, status: 'active' },
        { $set: { status: 'inactive', deactivatedAt: now } },
      );
    }
    return active;
  }

  retire(id: string, now: Date): Promise<StoredRatingTable | null> {
    return this.update({ _id: id, status: 'inactive' }, { $set: { status: 'retired', retiredAt: now } });
  }

  private async update(
    filter: QueryFilter<RatingTableRecord>,
    update: UpdateQuery<RatingTableRecord>,
  ): Promise<StoredRatingTable | null> {
    return orNull(
      await this.tables
        .findOneAndUpdate(filter, update, { returnDocument: 'after' })
        .lean<RatingTableDocument>(),
    );
  }
}
