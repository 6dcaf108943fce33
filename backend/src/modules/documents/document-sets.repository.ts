import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { DocumentSet, DocumentSetRecord } from './schemas/document-set.schema';

/** The only code that touches the document sets. A set's `_id` is `<owner id>:v<version>`. */
@Injectable()
export class DocumentSetsRepository {
  constructor(@InjectModel(DocumentSet.name) private readonly sets: Model<DocumentSet>) {}

  findVersion(ownerId: string, version: number): Promise<DocumentSetRecord | null> {
    return this.findById(`${ownerId}:v${version}`);
  }

  findById(id: string): Promise<DocumentSetRecord | null> {
    return this.sets.findById(id).lean<DocumentSetRecord>();
  }

  async latest(ownerId: string): Promise<DocumentSetRecord | undefined> {
    const [latest] = await this.sets
      .find({ policyId: ownerId })
      .sort({ version: -1 })
      .limit(1)
      .lean<DocumentSetRecord[]>();
    return latest;
  }

  /** Newest first. */
  allOf(ownerId: string): Promise<DocumentSetRecord[]> {
    return this.sets.find({ policyId: ownerId }).sort({ version: -1 }).lean<DocumentSetRecord[]>();
  }

  findByCertificate(certificateNumber: string): Promise<DocumentSetRecord | null> {
    return this.sets.findOne({ certificateNumber }).lean<DocumentSetRecord>();
  }

  /** Fails with the duplicate-key error on a version or certificate number already taken. */
  async insert(set: DocumentSetRecord): Promise<void> {
    await this.sets.create(set);
  }

  /** Every earlier version not superseded yet is superseded by the one issued at `at`. */
  async supersedeBefore(ownerId: string, version: number, at: Date): Promise<void> {
    await this.sets.updateMany(
      { policyId: ownerId, version: { $lt: version }, supersededAt: { $exists: false } },
      { $set: { supersededAt: at } },
    );
  }
}
