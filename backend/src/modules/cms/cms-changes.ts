import { Injectable } from '@nestjs/common';
import { CacheVersions } from '../../common/cache/cache-versions';

const PREFIX = 'cms-page:';

/**
 * Tells the caches of public content (the preloaded state of pages) on every instance that a page
 * changed, so the next visitor sees the new text at once here and within seconds elsewhere.
 */
@Injectable()
export class CmsChanges {
  constructor(private readonly versions: CacheVersions) {}

  onPageChanged(listener: (page: string) => void): void {
    this.versions.onChange((name) => {
      if (name.startsWith(PREFIX)) listener(name.slice(PREFIX.length));
    });
  }

  pageChanged(page: string): Promise<void> {
    return this.versions.changed(PREFIX + page);
  }
}
