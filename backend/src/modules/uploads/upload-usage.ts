import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';

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

/** Where some uploads are used, as one module that shows images knows it from its own records. */
export type UploadUseFinder = (
  uploads: readonly UploadRef[],
) => Promise<{ upload: string; use: UploadUse }[]>;

/**
 * Finds where images are used by asking each module that shows them (posts, CMS), which registers a
 * finder over its own records: nothing counts uses, so the answer is always the current truth, and
 * this module needs none of those modules.
 */
@Injectable()
export class UploadUsage {
  private readonly finders: UploadUseFinder[] = [];

  register(finder: UploadUseFinder): void {
    this.finders.push(finder);
  }

  /** Every use of each upload, keyed by the upload id; one query per finder however many uploads. */
  async of(uploads: UploadRef[]): Promise<Map<string, UploadUse[]>> {
    const uses = new Map<string, UploadUse[]>(uploads.map((u) => [String(u._id), []]));
    if (uploads.length === 0) return uses;
    const found = await Promise.all(this.finders.map((find) => find(uploads)));
    for (const { upload, use } of found.flat()) uses.get(upload)?.push(use);
    return uses;
  }
}
