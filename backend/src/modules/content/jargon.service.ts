import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { AuditService } from '../audit';
import { AuditedCollection, View } from '../../common/collections/audited-collection';
import { JargonListQueryDto, JargonSearchQueryDto } from './dto/jargon.dto';
import { termsMatching } from './jargon.repository';
import { JargonTerm } from './schemas/jargon-term.schema';

const ALPHABETICAL = { term: 1, _id: 1 } as const;

@Injectable()
export class JargonService extends AuditedCollection<JargonTerm> {
  constructor(@InjectModel(JargonTerm.name) model: Model<JargonTerm>, audit: AuditService) {
    super(model, audit, { type: 'jargon-term', label: 'Jargon term' });
  }

  async search(query: JargonSearchQueryDto): Promise<{ jargon: View<JargonTerm>[] }> {
    return { jargon: await this.all(termsMatching(query), ALPHABETICAL) };
  }

  list(query: JargonListQueryDto) {
    return this.page('data', termsMatching(query), ALPHABETICAL, query);
  }
}
