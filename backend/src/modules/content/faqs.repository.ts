import type { QueryFilter } from 'mongoose';
import { containsPattern } from '../../common/validation/escape-regexp';
import type { FaqSearchQueryDto } from './dto/faq.dto';
import type { Faq } from './schemas/faq.schema';

/**
 * The FAQs' query: FaqsService keeps the collection through the audited-collection kit
 * (common/collections), and asks here for what matches the help page's or the staff list's filters.
 */
export function faqsMatching(query: FaqSearchQueryDto): QueryFilter<Faq> {
  const filter: QueryFilter<Faq> = {};
  if (query.topic) filter.topic = query.topic;
  if (query.search) {
    const pattern = containsPattern(query.search);
    filter.$or = [{ question: pattern }, { answer: pattern }];
  }
  return filter;
}
