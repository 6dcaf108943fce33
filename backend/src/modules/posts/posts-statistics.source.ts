import {
  createdDayOf,
  factFlag,
  factNumber,
  factText,
  factTexts,
  FactSpec,
  StatisticsSource,
  statisticsSourceProvider,
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
export abstract class PostsStatisticsSource extends StatisticsSource {}

export const postsStatisticsSource = statisticsSourceProvider(PostsStatisticsSource, [
  [Post.name, POST_FACTS],
]);
