import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { ApiKey } from './schemas/api-key.schema';

export type ApiKeyRecord = ApiKey & { _id: Types.ObjectId };

export type NewApiKey = Pick<
  ApiKey,
  'name' | 'prefix' | 'secretHash' | 'scopes' | 'rateLimitPerMinute' | 'createdBy'
>;

/** The only code that touches the api_keys collection; answers plain records. */
@Injectable()
export class ApiKeysRepository {
  constructor(@InjectModel(ApiKey.name) private readonly keys: Model<ApiKey>) {}

  async create(key: NewApiKey): Promise<ApiKeyRecord> {
    return (await this.keys.create(key)).toObject<ApiKeyRecord>();
  }

  /** Newest first. */
  async page({ skip, limit }: { skip: number; limit: number }): Promise<[ApiKeyRecord[], number]> {
    return Promise.all([
      this.keys.find().sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean<ApiKeyRecord[]>(),
      this.keys.countDocuments(),
    ]);
  }

  findById(id: string): Promise<ApiKeyRecord | null> {
    return this.keys.findById(id).lean<ApiKeyRecord>();
  }

  findByPrefix(prefix: string): Promise<ApiKeyRecord | null> {
    return this.keys.findOne({ prefix }).lean<ApiKeyRecord>();
  }

  /** Answers the key as it is now. */
  revoke(id: string, revokedAt: Date): Promise<ApiKeyRecord | null> {
    return this.keys
      .findOneAndUpdate({ _id: id }, { $set: { revokedAt } }, { returnDocument: 'after' })
      .lean<ApiKeyRecord>();
  }

  async markUsed(id: Types.ObjectId, lastUsedAt: Date): Promise<void> {
    await this.keys.updateOne({ _id: id }, { $set: { lastUsedAt } });
  }
}
