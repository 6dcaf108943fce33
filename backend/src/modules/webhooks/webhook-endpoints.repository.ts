import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import {
  WebhookEndpoint,
  WebhookEndpointRecord,
  WebhookSecretRecord,
} from './schemas/webhook-endpoint.schema';

export type NewWebhookEndpoint = Pick<
  WebhookEndpoint,
  'url' | 'eventTypes' | 'description' | 'enabled' | 'secrets' | 'afterEventId' | 'createdBy'
>;

/** What an administrator may change; a field left out stays as it is. */
export type WebhookEndpointChanges = Partial<
  Pick<WebhookEndpoint, 'url' | 'eventTypes' | 'description' | 'enabled'>
>;

/** The only code that touches the registered endpoints. */
@Injectable()
export class WebhookEndpointsRepository {
  constructor(@InjectModel(WebhookEndpoint.name) private readonly endpoints: Model<WebhookEndpoint>) {}

  async findById(id: string): Promise<WebhookEndpointRecord | null> {
    return this.endpoints.findById(id).lean<WebhookEndpointRecord>();
  }

  async create(endpoint: NewWebhookEndpoint): Promise<WebhookEndpointRecord> {
    return (await this.endpoints.create(endpoint)).toObject<WebhookEndpointRecord>();
  }

  /** Newest first. */
  async page({ skip, limit }: { skip: number; limit: number }): Promise<[WebhookEndpointRecord[], number]> {
    return Promise.all([
      this.endpoints
        .find()
        .sort({ createdAt: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean<WebhookEndpointRecord[]>(),
      this.endpoints.countDocuments(),
    ]);
  }

  /** Every endpoint, enabled or not (the sender queues for disabled ones too). */
  async all(): Promise<WebhookEndpointRecord[]> {
    return this.endpoints.find().lean<WebhookEndpointRecord[]>();
  }

  async enabledIds(): Promise<Types.ObjectId[]> {
    const enabled = await this.endpoints.find({ enabled: true }, { _id: 1 }).lean();
    return enabled.map((endpoint) => endpoint._id);
  }

  /** `reenable` also clears the failure count and the reason the service disabled it. Null when it is gone. */
  async change(
    id: string,
    changes: WebhookEndpointChanges,
    reenable: boolean,
  ): Promise<WebhookEndpointRecord | null> {
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    return this.endpoints
      .findOneAndUpdate(
        { _id: id },
        {
          $set: { ...defined, ...(reenable ? { failuresInARow: 0 } : {}) },
          ...(reenable ? { $unset: { disabledReason: 1 } } : {}),
        },
        { returnDocument: 'after' },
      )
      .lean<WebhookEndpointRecord>();
  }

  /** Null when it is gone. */
  async replaceSecrets(id: string, secrets: WebhookSecretRecord[]): Promise<WebhookEndpointRecord | null> {
    return this.endpoints
      .findOneAndUpdate({ _id: id }, { $set: { secrets } }, { returnDocument: 'after' })
      .lean<WebhookEndpointRecord>();
  }

  async delete(id: string): Promise<void> {
    await this.endpoints.deleteOne({ _id: id });
  }

  /** After a delivery succeeded. */
  async resetFailures(id: WebhookEndpointRecord['_id']): Promise<void> {
    await this.endpoints.updateOne({ _id: id }, { $set: { failuresInARow: 0 } });
  }

  /** False when it was disabled already (by an administrator, or by another pass). */
  async disableForFailures(id: WebhookEndpointRecord['_id'], reason: string): Promise<boolean> {
    const { modifiedCount } = await this.endpoints.updateOne(
      { _id: id, enabled: true },
      { $set: { enabled: false, disabledReason: reason }, $inc: { failuresInARow: 1 } },
    );
    return modifiedCount > 0;
  }
}
