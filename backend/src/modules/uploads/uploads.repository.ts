import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model } from 'mongoose';
import { isDuplicateKeyError } from '../../common/http/problem';
import { Upload, UploadRecord } from './schemas/upload.schema';

/** The only code that touches the uploads collection; answers plain records. */
@Injectable()
export class UploadsRepository {
  constructor(@InjectModel(Upload.name) private readonly uploads: Model<Upload>) {}

  findByKey(key: string): Promise<UploadRecord | null> {
    return this.uploads.findOne({ key }).lean<UploadRecord>();
  }

  async findById(id: string): Promise<UploadRecord | null> {
    return isValidObjectId(id) ? this.uploads.findById(id).lean<UploadRecord>() : null;
  }

  /** The images among these ids (invalid ids skipped), with what a responsive image needs. */
  async images(ids: string[]): Promise<UploadRecord[]> {
    const valid = [...new Set(ids.filter((id) => isValidObjectId(id)))];
    if (valid.length === 0) return [];
    return this.uploads
      .find({ _id: { $in: valid } }, { key: 1, width: 1, height: 1, alt: 1, variants: 1 })
      .lean<UploadRecord[]>();
  }

  /** Newest first. */
  async page({ skip, limit }: { skip: number; limit: number }): Promise<[UploadRecord[], number]> {
    return Promise.all([
      this.uploads.find().sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean<UploadRecord[]>(),
      this.uploads.countDocuments(),
    ]);
  }

  /** Inserts it; the same picture stored at once by another request answers that one's record. */
  async insert(upload: Omit<Upload, 'createdAt' | 'updatedAt'>): Promise<UploadRecord> {
    try {
      return (await this.uploads.create(upload)).toObject<UploadRecord>();
    } catch (error) {
      const winner = isDuplicateKeyError(error) ? await this.findByKey(upload.key) : null;
      if (winner) return winner;
      throw error;
    }
  }

  /** Answers the image as it is now. */
  setAlt(id: string, alt: string): Promise<UploadRecord | null> {
    return this.uploads
      .findByIdAndUpdate(id, { $set: { alt } }, { returnDocument: 'after' })
      .lean<UploadRecord>();
  }

  async delete(id: string): Promise<void> {
    await this.uploads.deleteOne({ _id: id });
  }
}
