import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS, lazyWithTimeout } from './lazyWithTimeout';

const Page = () => <h1>Loaded page</h1>;

function renderLazy(LazyPage: ComponentType) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <LazyPage />
    </Suspense>,
  );
}

// Lets pending promise callbacks run and React commit what they resolved.
const settle = () => act(async () => {});

describe('lazyWithTimeout', () => {
  beforeEach(() => {
    // Only the chunk timer is faked: React schedules its own work with setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders the page once its chunk loads', async () => {
    renderLazy(lazyWithTimeout(() => Promise.resolve({ default: Page })));
    await settle();
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });

  it('shows a retry message when the chunk has not loaded after 120 seconds, and retry loads it', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const loader = vi
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValue({ default: Page });
    renderLazy(lazyWithTimeout(loader));

    await act(async () => {
      vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This page is taking too long to load');

    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await settle();
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shows the retry message when the chunk fails to load', async () => {
    renderLazy(
      lazyWithTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    );
    await settle();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('renders a preloaded page at once, without its loading fallback', async () => {
    const loader = vi.fn(() => Promise.resolve({ default: Page }));
    const LazyPage = lazyWithTimeout(loader);
    await LazyPage.preload();
    renderLazy(LazyPage);
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('leaves a page whose preload failed to load when rendered, with the retry message if it fails again', async () => {
    const LazyPage = lazyWithTimeout(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(LazyPage.preload()).resolves.toBeUndefined();
    renderLazy(LazyPage);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await settle();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
