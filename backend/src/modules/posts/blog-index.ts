import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/time/clock';
import { BlogStamp } from './blog-stamp';
import { visibleNow } from './domain/blog-listing';
import { PostCardDto } from './dto/post.dto';
import { PostViews } from './post.views';
import { PostsRepository } from './posts.repository';

/** Picks up what no stamp announces (an image's new alt text) within this time. */
const MAX_AGE_MS = 5 * 60_000;

interface Built {
  version: string;
  at: number;
  newestFirst: PostCardDto[];
}

/**
 * The public blog's cards (published and scheduled posts, covers resolved), held in memory and
 * rebuilt when the blog stamp says the posts changed. The embedded database reads every document
 * of a collection for any filter or count, so serving each page from here keeps the blog fast;
 * visibility is still decided at each request, so a scheduled post appears at its time.
 */
@Injectable()
export class BlogIndex {
  private built?: Built;
  private building?: { version: string; done: Promise<Built> };

  constructor(
    private readonly posts: PostsRepository,
    private readonly views: PostViews,
    private readonly stamp: BlogStamp,
    private readonly clock: Clock,
  ) {}

  /** The cards the public may see now, newest first. */
  async visible(): Promise<PostCardDto[]> {
    const version = await this.stamp.read();
    const now = this.clock.now();
    const fresh = this.built && this.built.version === version && now.getTime() - this.built.at < MAX_AGE_MS;
    const built = fresh && this.built ? this.built : await this.rebuild(version);
    return visibleNow(built.newestFirst, now);
  }

  /** One build per version at a time, however many requests ask for it. */
  private rebuild(version: string): Promise<Built> {
    if (this.building?.version !== version) {
      const done = this.build(version).finally(() => {
        if (this.building?.done === done) this.building = undefined;
      });
      this.building = { version, done };
    }
    return this.building.done;
  }

  private async build(version: string): Promise<Built> {
    const at = this.clock.now().getTime();
    const records = await this.posts.liveOrScheduled();
    const built = { version, at, newestFirst: await this.views.cards(records) };
    // Builds may finish out of order; the one that started last read the newest posts.
    if (!this.built || this.built.at <= at) this.built = built;
    return built;
  }
}
