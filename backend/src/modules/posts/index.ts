export { BlogService } from './blog.service';
export { PostsStatisticsSource } from './posts-statistics.source';
export { PostsModule } from './posts.module';
