import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  createdDayOf,
  factFlag,
  factNumber,
  factText,
  factTexts,
  FactSpec,
  ModelFacts,
  StatisticsSource,
} from '../../common/statistics/facts';
import { Post } from './schemas/post.schema';

export const POST_FACTS: FactSpec = {
  key: 'posts',
  paths: ['createdDay', 'publishedDay', 'status', 'featured', 'tags', 'readingMinutes'],
  toRow: (doc) => ({
    createdDay: createdDayOf(doc),
    publishedDay: factText(doc.publishedDay),
    status: factText(doc.status),
    featured: factFlag(doc.featured),
    tags: factTexts(doc.tags),
    readingMinutes: factNumber(doc.readingMinutes),
  }),
};

/** Blog posts as the statistics read them. */
@Injectable()
export class PostsStatisticsSource implements StatisticsSource {
  readonly facts: readonly ModelFacts[];

  constructor(@InjectModel(Post.name) posts: Model<Post>) {
    this.facts = [new ModelFacts(posts, POST_FACTS)];
  }
}
