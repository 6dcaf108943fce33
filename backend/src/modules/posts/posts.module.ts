import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { UploadsModule } from '../uploads';
import { BlogController } from './blog.controller';
import { BlogIndex } from './blog-index';
import { BlogService } from './blog.service';
import { BlogStamp } from './blog-stamp';
import { PostUploadUses } from './post-upload-uses';
import { PostViews } from './post.views';
import { PostsController } from './posts.controller';
import { PostsRepository } from './posts.repository';
import { PostsSeeder } from './posts.seeder';
import { PostsService } from './posts.service';
import { postsStatisticsSource, PostsStatisticsSource } from './posts-statistics.source';
import { ScheduledPublisher } from './scheduling/scheduled-publisher';
import { Post, PostSchema } from './schemas/post.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: Post.name, schema: PostSchema }]), UploadsModule, AuditModule],
  // The public routes first: `/posts/blog` must not be taken for the id of `/posts/:id`.
  controllers: [BlogController, PostsController],
  providers: [
    PostsService,
    BlogService,
    BlogIndex,
    BlogStamp,
    PostsRepository,
    PostViews,
    PostsSeeder,
    ScheduledPublisher,
    postsStatisticsSource,
    PostUploadUses,
  ],
  // The server-rendered pages read the blog: preloaded answers, share metadata, the sitemap.
  exports: [BlogService, PostsStatisticsSource],
})
export class PostsModule {}
