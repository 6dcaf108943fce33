import { Injectable } from '@nestjs/common';

type Listener = (page: string) => void;

/**
 * Tells this process's caches of public content (the preloaded state of pages) that a page changed,
 * so the next visitor sees the new text at once rather than when the cache expires.
 */
@Injectable()
export class CmsChanges {
  private readonly listeners = new Set<Listener>();

  onPageChanged(listener: Listener): void {
    this.listeners.add(listener);
  }

  pageChanged(page: string): void {
    for (const listener of this.listeners) listener(page);
  }
}
