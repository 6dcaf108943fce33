import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, QueryFilter } from 'mongoose';
import { containsPattern, escapeRegExp } from '../../common/validation/escape-regexp';
import { AuditService } from '../audit';
import { AuditedCollection, View } from '../../common/collections/audited-collection';
import { JargonListQueryDto, JargonSearchQueryDto } from './dto/jargon.dto';
import { JargonTerm } from './schemas/jargon-term.schema';

const ALPHABETICAL = { term: 1, _id: 1 } as const;

function filterOf(query: JargonSearchQueryDto): QueryFilter<JargonTerm> {
  const filter: QueryFilter<JargonTerm> = {};
  if (query.letter) filter.term = new RegExp(`^${escapeRegExp(query.letter)}`, 'i');
  if (query.search) {
    const pattern = containsPattern(query.search);
    filter.$or = [{ term: pattern }, { definition: pattern }];
  }
  return filter;
}

@Injectable()
export class JargonService extends AuditedCollection<JargonTerm> {
  constructor(@InjectModel(JargonTerm.name) model: Model<JargonTerm>, audit: AuditService) {
    super(model, audit, { type: 'jargon-term', label: 'Jargon term' });
  }

  async search(query: JargonSearchQueryDto): Promise<{ jargon: View<JargonTerm>[] }> {
    return { jargon: await this.all(filterOf(query), ALPHABETICAL) };
  }

  list(query: JargonListQueryDto) {
    return this.page('data', filterOf(query), ALPHABETICAL, query);
  }
}
