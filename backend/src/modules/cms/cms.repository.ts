import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, QueryFilter } from 'mongoose';
import { UPLOADS_URL_PATH } from '../../common/files/upload-urls';
import { isDuplicateKeyError } from '../../common/http/problem';
import { containsPattern } from '../../common/validation/escape-regexp';
import { CmsSection, CmsSectionRecord } from './schemas/cms-section.schema';
import { CmsSectionVersion, versionId } from './schemas/cms-section-version.schema';

const PAGE_ORDER = { order: 1, _id: 1 } as const;
const LIST_ORDER = { page: 1, ...PAGE_ORDER } as const;

export interface CmsSectionFilters {
  cms_page?: string;
  search?: string;
}

type Window = { skip: number; limit: number };

function filterOf({ cms_page, search }: CmsSectionFilters): QueryFilter<CmsSection> {
  const filter: QueryFilter<CmsSection> = {};
  if (cms_page) filter.page = cms_page;
  if (search) {
    const pattern = containsPattern(search);
    filter.$or = [{ title: pattern }, { key: pattern }, { page: pattern }];
  }
  return filter;
}

/** The only code that touches the CMS sections and their kept versions; answers plain records. */
@Injectable()
export class CmsRepository {
  constructor(
    @InjectModel(CmsSection.name) private readonly sections: Model<CmsSection>,
    @InjectModel(CmsSectionVersion.name) private readonly versions: Model<CmsSectionVersion>,
  ) {}

  /** In page order. */
  sectionsOf(page: string): Promise<CmsSectionRecord[]> {
    return this.sections.find({ page }).sort(PAGE_ORDER).lean<CmsSectionRecord[]>();
  }

  /**
   * Sections showing any of these uploads: as an address in their HTML or in an item's `image`, or an
   * item's `image` naming the upload's id. Keys are hexadecimal, so they need no escaping.
   */
  showingUploads(keys: string[], ids: string[]): Promise<CmsSectionRecord[]> {
    const addresses = new RegExp(`${UPLOADS_URL_PATH}/(${keys.join('|')})-`);
    return this.sections
      .find(
        { $or: [{ body: addresses }, { 'items.image': addresses }, { 'items.image': { $in: ids } }] },
        { page: 1, title: 1, body: 1, items: 1 },
      )
      .lean<CmsSectionRecord[]>();
  }

  findSection(id: string): Promise<CmsSectionRecord | null> {
    return isValidObjectId(id) ? this.sections.findById(id).lean<CmsSectionRecord>() : Promise.resolve(null);
  }

  /** A page of the staff list (by page, in page order), its total, and every section's page. */
  list(filters: CmsSectionFilters, { skip, limit }: Window) {
    const filter = filterOf(filters);
    return Promise.all([
      this.sections.find(filter).sort(LIST_ORDER).skip(skip).limit(limit).lean<CmsSectionRecord[]>(),
      this.sections.countDocuments(filter),
      this.sections.find({}, { page: 1 }).lean<Pick<CmsSection, 'page'>[]>(),
    ]);
  }

  /**
   * Saves content over the section if it is still at `expectedVersion`, as `version`; null when another
   * save changed it first.
   */
  saveSection(
    id: string,
    expectedVersion: number,
    fields: Pick<CmsSection, 'title' | 'body' | 'items' | 'updatedBy' | 'version'>,
  ): Promise<CmsSectionRecord | null> {
    return this.sections
      .findOneAndUpdate({ _id: id, version: expectedVersion }, { $set: fields }, { returnDocument: 'after' })
      .lean<CmsSectionRecord>();
  }

  /** Newest first. */
  versionsOf(sectionId: string, { skip, limit }: Window): Promise<[CmsSectionVersion[], number]> {
    const filter = { sectionId };
    return Promise.all([
      this.versions.find(filter).sort({ version: -1 }).skip(skip).limit(limit).lean<CmsSectionVersion[]>(),
      this.versions.countDocuments(filter),
    ]);
  }

  findVersion(sectionId: string, version: number): Promise<CmsSectionVersion | null> {
    return this.versions.findById(versionId(sectionId, version)).lean<CmsSectionVersion>();
  }

  /** Inserts a version under its id; fails with the duplicate-key error when another save holds it. */
  async claimVersion(claim: CmsSectionVersion): Promise<void> {
    await this.versions.create(claim);
  }

  /** Gives up a claimed version, unless another save claimed it again since (a different `savedAt`). */
  async releaseVersion(id: string, savedAt: Date): Promise<void> {
    await this.versions.deleteOne({ _id: id, savedAt });
  }

  /** Keeps a section's content as its version, unless that version is already kept. */
  async keepVersion(record: Omit<CmsSectionVersion, '_id'>): Promise<void> {
    try {
      await this.versions.updateOne(
        { _id: versionId(record.sectionId, record.version) },
        { $setOnInsert: record },
        { upsert: true },
      );
    } catch (error) {
      // Two requests kept the same version at once: the other one wrote it.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
