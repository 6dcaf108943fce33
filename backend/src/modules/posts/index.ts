export * from './blog.service';
export * from './posts-statistics.source';
export * from './posts.module';
