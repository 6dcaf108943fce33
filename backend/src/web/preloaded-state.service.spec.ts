import type { BrandService } from '../config/brand';
import type { CmsChanges } from '../modules/cms/cms-changes';
import type { CmsService } from '../modules/cms/cms.service';
import type { CookieRecordsService } from '../modules/consent/cookie-records.service';
import type { FaqsService } from '../modules/content/faqs.service';
import type { JargonService } from '../modules/content/jargon.service';
import type { BlogService } from '../modules/posts/blog.service';
import { PreloadedStateService } from './preloaded-state.service';

/** A read that never answers, as one does while the database is down (until server selection gives up). */
const hung = () => new Promise<never>(() => undefined);

function serviceOverHungReads() {
  const reads = { getPage: hung, catalogue: hung, search: hung, list: hung, tags: hung, get: hung };
  return new PreloadedStateService(
    reads as unknown as CmsService,
    reads as unknown as CookieRecordsService,
    reads as unknown as FaqsService,
    reads as unknown as JargonService,
    { brand: { productSlug: 'ivy' } } as BrandService,
    reads as unknown as BlogService,
    { onPageChanged: () => undefined } as unknown as CmsChanges,
  );
}

describe('PreloadedStateService', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('serves a page without its data once the reads outlast the budget, rather than wait for them', async () => {
    let state: unknown = 'waiting';
    void serviceOverHungReads()
      .stateFor('/about/careers')
      .then((found) => (state = found));
    await jest.advanceTimersByTimeAsync(0);
    expect(state).toBe('waiting');

    // The budget is the only timer: past it, the page goes out with no preloaded state.
    await jest.advanceTimersToNextTimerAsync();
    expect(state).toBeUndefined();
  });
});
