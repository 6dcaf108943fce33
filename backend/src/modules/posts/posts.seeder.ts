import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import type { Actor } from '../../common/auth';
import { DemoSeed, DemoSeeder } from '../../common/seeding/demo-seeder';
import { Clock } from '../../common/time/clock';
import { BrandService } from '../../config/brand';
import { dublinIsoDate } from '../../common/time/dates';
import { StaffRef, UploadsService } from '../uploads';
import { PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';
import { coverPng } from './seed/cover-art';
import { DEMO_POSTS, DemoPost } from './seed/demo-posts';

const SEED_ACTOR: Actor = { type: 'system', id: 'demo-seed', label: 'demo seed' };
const DAY_MS = 86_400_000;

/**
 * The starting blog: each demo post, with a cover drawn at seed time and stored through the image
 * pipeline, is written through the same rules as staff posts. Insert-only by slug: a post staff
 * have (even edited) is left alone.
 */
@DemoSeed(40)
@Injectable()
export class PostsSeeder implements DemoSeeder {
  constructor(
    private readonly repository: PostsRepository,
    private readonly posts: PostsService,
    private readonly uploads: UploadsService,
    private readonly brand: BrandService,
    private readonly clock: Clock,
  ) {}

  async seed(): Promise<void> {
    const team: StaffRef = { id: SEED_ACTOR.id, name: `${this.brand.name} team` };
    for (const [index, demo] of DEMO_POSTS.entries()) {
      if (await this.repository.findOne({ slug: demo.slug })) continue;
      await this.add(demo, index, team);
    }
  }

  private async add(demo: DemoPost, index: number, team: StaffRef): Promise<void> {
    const cover = await this.uploads.upload(
      { buffer: await coverPng(index), originalname: `${demo.slug}.png` },
      demo.coverAlt,
      team,
      SEED_ACTOR,
    );
    const draft = await this.posts.create(
      {
        title: demo.title,
        slug: demo.slug,
        excerpt: demo.excerpt,
        body: demo.body,
        tags: demo.tags,
        coverImage: cover._id,
        seoDescription: demo.seoDescription,
        featured: demo.featured ?? false,
      },
      team,
      SEED_ACTOR,
    );
    const post = await this.posts.publish(draft._id, SEED_ACTOR);
    // Spread over the past weeks, so the blog reads like one that has been running a while.
    const publishAt = new Date(this.clock.now().getTime() - demo.daysAgo * DAY_MS);
    await this.repository.update(new Types.ObjectId(post._id), {
      publishAt,
      publishedDay: dublinIsoDate(publishAt),
    });
  }
}
