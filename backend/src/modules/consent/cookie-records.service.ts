import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { AuditService } from '../audit';
import { AuditedCollection } from '../../common/collections/audited-collection';
import { bannerVersion, tableOrder } from './cookie-catalogue';
import { CookieRecordsQueryDto } from './dto/cookie-record.dto';
import { CookieRecord } from './schemas/cookie-record.schema';
import { COOKIE_CATEGORIES } from './seed/cookies';

/** The cookies table of the banner, the manager and the cookies policy; staff keep it current. */
@Injectable()
export class CookieRecordsService extends AuditedCollection<CookieRecord> {
  constructor(@InjectModel(CookieRecord.name) model: Model<CookieRecord>, audit: AuditService) {
    super(model, audit, { type: 'cookie-record', label: 'Cookie record' });
  }

  /** `version` covers every record whatever the filter: it identifies the banner, not the answer. */
  async catalogue(query: CookieRecordsQueryDto) {
    const records = tableOrder(await this.all({}, { _id: 1 }));
    return {
      cookies: query.category ? records.filter((record) => record.category === query.category) : records,
      categories: COOKIE_CATEGORIES,
      version: bannerVersion(records),
    };
  }
}
