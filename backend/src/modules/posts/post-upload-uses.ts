import { Injectable, OnModuleInit } from '@nestjs/common';
import { UploadRef, UploadUsage, UploadUse } from '../uploads';
import { PostsRepository } from './posts.repository';

/** Tells the uploads module which posts show an image, so staff cannot delete one in use. */
@Injectable()
export class PostUploadUses implements OnModuleInit {
  constructor(
    private readonly usage: UploadUsage,
    private readonly posts: PostsRepository,
  ) {}

  onModuleInit(): void {
    this.usage.register((uploads) => this.find(uploads));
  }

  private async find(uploads: readonly UploadRef[]): Promise<{ upload: string; use: UploadUse }[]> {
    const posts = await this.posts.showingUploads(
      uploads.map((u) => u._id),
      uploads.map((u) => u.key),
    );
    return uploads.flatMap((upload) => {
      const id = String(upload._id);
      return posts.flatMap((post) => {
        const use = (where: UploadUse['where']) => ({
          upload: id,
          use: { kind: 'post' as const, id: String(post._id), label: post.title, where },
        });
        const covers = [post.coverImage, post.draftChanges?.coverImage].map((c) => (c ? String(c) : ''));
        return [
          ...(covers.includes(id) ? [use('cover image')] : []),
          ...(post.inlineImages?.includes(upload.key) ? [use('text')] : []),
        ];
      });
    });
  }
}
