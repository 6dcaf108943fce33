import { Injectable, NotFoundException } from '@nestjs/common';
import { pageInfo, pageWindow } from '../../common/pagination/pagination';
import { Clock } from '../../common/time/clock';
import { BlogIndex } from './blog-index';
import { listing, relatedTo, tagCounts } from './domain/blog-listing';
import { isLiveAt } from './domain/visibility';
import { BlogPostDto, PostCardDto } from './dto/post.dto';
import { BLOG_PAGE_SIZE, BlogQueryDto } from './dto/post-query.dto';
import { PostViews } from './post.views';
import { PostsRepository } from './posts.repository';

const RELATED_POSTS = 3;

/** What the public reads: published posts, and scheduled ones from their time on. */
@Injectable()
export class BlogService {
  constructor(
    private readonly index: BlogIndex,
    private readonly posts: PostsRepository,
    private readonly views: PostViews,
    private readonly clock: Clock,
  ) {}

  async list(query: BlogQueryDto) {
    const window = pageWindow(query, BLOG_PAGE_SIZE);
    const matching = listing(await this.index.visible(), query);
    const items = matching.slice(window.skip, window.skip + window.limit);
    return { items, data: items, ...pageInfo(window, matching.length) };
  }

  /** By id or by slug, with up to three recent posts that share a tag. */
  async get(idOrSlug: string): Promise<{ currentPost: BlogPostDto; related: PostCardDto[] }> {
    const visible = await this.index.visible();
    const card = visible.find((post) => post.slug === idOrSlug || post._id === idOrSlug);
    // The body is read fresh, by id (one quick lookup), and the post checked once more.
    const post = card && (await this.posts.findById(card._id));
    if (!post || !isLiveAt(post, this.clock.now())) throw new NotFoundException('Post not found.');
    return {
      currentPost: await this.views.blogPost(post),
      related: relatedTo(visible, { _id: card._id, tags: post.tags }, RELATED_POSTS),
    };
  }

  async featured(): Promise<{ post: PostCardDto | null }> {
    return { post: (await this.index.visible()).find((post) => post.featured) ?? null };
  }

  /** Every post the public may read now, with when it went live (for the sitemap). */
  async listed(): Promise<{ slug: string; lastModified: Date | null }[]> {
    return (await this.index.visible()).map((post) => ({ slug: post.slug, lastModified: post.publishAt }));
  }

  async tags() {
    return { tags: tagCounts(await this.index.visible()) };
  }
}
