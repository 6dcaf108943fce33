import { loadBrand } from '../config/brand';
import { fromRoot } from '../config/paths';
import { PreloadedStateService } from './preloaded-state.service';

/** A read that never answers, as one does while the database is down (until server selection gives up). */
const hung = () => new Promise<never>(() => undefined);

function serviceOverHungReads() {
  const reads = { getPage: hung, catalogue: hung, search: hung, list: hung, tags: hung, get: hung };
  return new PreloadedStateService(
    reads,
    reads,
    reads,
    reads,
    { brand: loadBrand(fromRoot('config', 'brand.json')) },
    reads,
    {
      onPageChanged: () => undefined,
    },
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
