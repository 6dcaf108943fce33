import type { QueryFilter } from 'mongoose';
import { containsPattern, escapeRegExp } from '../../common/validation/escape-regexp';
import type { JargonSearchQueryDto } from './dto/jargon.dto';
import type { JargonTerm } from './schemas/jargon-term.schema';

/**
 * The jargon's query: JargonService keeps the collection through the audited-collection kit
 * (common/collections), and asks here for the terms that match a letter or search words.
 */
export function termsMatching(query: JargonSearchQueryDto): QueryFilter<JargonTerm> {
  const filter: QueryFilter<JargonTerm> = {};
  if (query.letter) filter.term = new RegExp(`^${escapeRegExp(query.letter)}`, 'i');
  if (query.search) {
    const pattern = containsPattern(query.search);
    filter.$or = [{ term: pattern }, { definition: pattern }];
  }
  return filter;
}
