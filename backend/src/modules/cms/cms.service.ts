import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model } from 'mongoose';
import { CmsSection, CmsSectionRecord } from './schemas/cms-section.schema';

export type CmsSectionView = Omit<CmsSection, 'createdAt'> & { _id: string };

function toView({
  _id,
  page,
  key,
  order,
  title,
  body,
  items,
  updatedBy,
  version,
  updatedAt,
}: CmsSectionRecord): CmsSectionView {
  // FerretDB drops an empty array set by an upsert, so a seeded section may have no items field.
  return {
    _id: String(_id),
    page,
    key,
    order,
    title,
    body,
    items: items ?? [],
    updatedBy,
    version,
    updatedAt,
  };
}

/** Reads the public pages' sections; the editor (issue 9) adds the writes here. */
@Injectable()
export class CmsService {
  constructor(@InjectModel(CmsSection.name) private readonly sections: Model<CmsSection>) {}

  async getPage(page: string): Promise<{ page: string; sections: CmsSectionView[] }> {
    const found = await this.sections.find({ page }).sort({ order: 1, _id: 1 }).lean<CmsSectionRecord[]>();
    if (found.length === 0) throw new NotFoundException('There is no such page.');
    return { page, sections: found.map(toView) };
  }

  async findById(id: string): Promise<CmsSectionView | undefined> {
    const found = isValidObjectId(id) ? await this.sections.findById(id).lean<CmsSectionRecord>() : null;
    return found ? toView(found) : undefined;
  }
}
