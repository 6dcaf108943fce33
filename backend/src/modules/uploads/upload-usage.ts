import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Connection, Types } from 'mongoose';
import { UPLOADS_URL_PATH } from '../../common/files/upload-urls';

/** One place an image is shown. */
export interface UploadUse {
  kind: 'post' | 'cms';
  id: string;
  /** The post's title, or the CMS page and section title. */
  label: string;
  where: 'cover image' | 'text' | 'section';
}

export interface UploadRef {
  _id: Types.ObjectId;
  key: string;
}

/** What this lookup reads of a post (the posts module writes these fields). */
interface PostRefs {
  _id: Types.ObjectId;
  title: string;
  coverImage?: Types.ObjectId | null;
  draftChanges?: { coverImage?: Types.ObjectId | null };
  /** Keys of the uploads the text shows, in the published text or in unpublished changes. */
  inlineImages?: string[];
}

interface CmsSectionRefs {
  _id: Types.ObjectId;
  page: string;
  title: string;
  body?: string;
  items?: unknown[];
}

/**
 * Finds where images are used, by asking the posts and CMS collections directly: nothing counts
 * uses, so the answer is always the current truth, and this module needs neither of those modules.
 */
@Injectable()
export class UploadUsage {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** Every use of each upload, keyed by the upload id; two queries however many uploads. */
  async of(uploads: UploadRef[]): Promise<Map<string, UploadUse[]>> {
    const uses = new Map<string, UploadUse[]>(uploads.map((u) => [String(u._id), []]));
    if (uploads.length === 0) return uses;
    const [posts, sections] = await Promise.all([this.posts(uploads), this.cmsSections(uploads)]);
    for (const upload of uploads) {
      const id = String(upload._id);
      const list = uses.get(id) ?? [];
      for (const post of posts) {
        const label = post.title;
        const covers = [post.coverImage, post.draftChanges?.coverImage].map((c) => (c ? String(c) : ''));
        if (covers.includes(id))
          list.push({ kind: 'post', id: String(post._id), label, where: 'cover image' });
        if (post.inlineImages?.includes(upload.key))
          list.push({ kind: 'post', id: String(post._id), label, where: 'text' });
      }
      for (const section of sections) {
        const text = `${section.body ?? ''} ${JSON.stringify(section.items ?? [])}`;
        if (text.includes(`${UPLOADS_URL_PATH}/${upload.key}-`) || text.includes(`"${id}"`)) {
          const label = `${section.page}: ${section.title}`;
          list.push({ kind: 'cms', id: String(section._id), label, where: 'section' });
        }
      }
    }
    return uses;
  }

  private posts(uploads: UploadRef[]): Promise<PostRefs[]> {
    const ids = uploads.map((u) => u._id);
    return this.connection
      .collection<PostRefs>('posts')
      .find(
        {
          $or: [
            { coverImage: { $in: ids } },
            { 'draftChanges.coverImage': { $in: ids } },
            { inlineImages: { $in: uploads.map((u) => u.key) } },
          ],
        },
        { projection: { title: 1, coverImage: 1, 'draftChanges.coverImage': 1, inlineImages: 1 } },
      )
      .toArray() as Promise<PostRefs[]>;
  }

  /** CMS sections keep images as addresses in their HTML or in an item's `image` (or its id). */
  private cmsSections(uploads: UploadRef[]): Promise<CmsSectionRefs[]> {
    // Keys are hexadecimal, so they need no escaping inside the pattern.
    const addresses = new RegExp(`${UPLOADS_URL_PATH}/(${uploads.map((u) => u.key).join('|')})-`);
    return this.connection
      .collection<CmsSectionRefs>('cms_sections')
      .find(
        {
          $or: [
            { body: addresses },
            { 'items.image': addresses },
            { 'items.image': { $in: uploads.map((u) => String(u._id)) } },
          ],
        },
        { projection: { page: 1, title: 1, body: 1, items: 1 } },
      )
      .toArray() as Promise<CmsSectionRefs[]>;
  }
}
