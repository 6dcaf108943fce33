import { act, screen, waitFor, within } from '@testing-library/react';
import { cmsPage, section } from '../../components/cms/cmsFixtures';
import { json, okEnvelope, renderPage, requestedPaths } from '../../test/pageHarness';
import { HomePage } from './pages';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

const HOME = cmsPage('home', [
  section('hero', 'Car insurance made for you', '<p><a href="/get-a-quote">Get A Quote</a></p>'),
  section('why-choose-us', 'Why choose Ivy?', '', [
    { kind: 'feature', title: 'Learners welcome', text: 'Yes.' },
  ]),
  section('testimonials', 'What our customers say', '', [
    { kind: 'testimonial', name: 'Niamh', rating: 4.5, content: 'Reassuring.' },
  ]),
  section('new-from-staff', 'Something new', '<p>Added in the CMS.</p>'),
]);

const POST = {
  _id: 'p1',
  title: 'What the NCT checks',
  slug: 'what-the-nct-checks',
  excerpt: 'Simple things to check.',
  cover: {
    _id: 'u1',
    src: '/uploads/a-960.webp',
    width: 1600,
    height: 900,
    alt: 'A car at a test centre',
    variants: [
      { width: 320, height: 180, url: '/uploads/a-320.webp', bytes: 1 },
      { width: 640, height: 360, url: '/uploads/a-640.webp', bytes: 1 },
    ],
  },
  tags: [],
  author: { name: 'Ivy team' },
  publishAt: '2026-11-11T09:00:00Z',
  featured: false,
  readingMinutes: 2,
};

const BLOG_KEY = '/api/v1/posts/blog?page_size=3';
const blogPage = (items: unknown[]) => ({
  ...okEnvelope,
  items,
  data: items,
  page: 0,
  page_size: 3,
  total_pages: 1,
  total_items: items.length,
});

beforeEach(() => fetchMock.mockReset());

describe('HomePage', () => {
  it('lays out every CMS section from the preloaded page, the hero title as the page heading', () => {
    fetchMock.mockImplementation(() => json(blogPage([])));
    renderPage(<HomePage />, { preloaded: { '/api/v1/cms/pages/home': HOME } });
    expect(screen.getByRole('heading', { level: 1, name: 'Car insurance made for you' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Why choose Ivy?',
      'What our customers say',
      'Something new',
    ]);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get A Quote' })).toHaveAttribute('href', '/get-a-quote');
    expect(requestedPaths(fetchMock)).not.toContain('/api/v1/cms/pages/home');
  });

  it('shows the three latest blog posts with responsive covers', async () => {
    fetchMock.mockImplementation(() => json(blogPage([POST])));
    renderPage(<HomePage />, { preloaded: { '/api/v1/cms/pages/home': HOME } });
    const strip = await screen.findByRole('region', { name: 'Latest from the blog' });
    expect(within(strip).getByRole('link', { name: 'What the NCT checks' })).toHaveAttribute(
      'href',
      '/blog/post/what-the-nct-checks',
    );
    const cover = within(strip).getByRole('img', { name: 'A car at a test centre' });
    expect(cover).toHaveAttribute('srcset', '/uploads/a-320.webp 320w, /uploads/a-640.webp 640w');
    expect(cover).toHaveAttribute('width', '1600');
    expect(within(strip).getByText('11 November 2026', { exact: false })).toBeVisible();
    expect(requestedPaths(fetchMock)).toEqual([BLOG_KEY]);
  });

  it('asks for the blog posts only once the page has painted, so the request cannot delay the hero', async () => {
    fetchMock.mockImplementation(() => json(blogPage([POST])));
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    renderPage(<HomePage />, { preloaded: { '/api/v1/cms/pages/home': HOME } });
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    // Whatever the first render started has run (its effects, and the promises they began).
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => frames.shift()?.(0));
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => frames.shift()?.(0));
    frame.mockRestore();
    await screen.findByRole('region', { name: 'Latest from the blog' });
    expect(requestedPaths(fetchMock)).toEqual([BLOG_KEY]);
  });

  it('leaves the blog strip out when the blog fails or is empty', async () => {
    fetchMock.mockImplementation(() => json({ ok: false, message: 'Down', errors: {} }, 503));
    renderPage(<HomePage />, { preloaded: { '/api/v1/cms/pages/home': HOME } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Latest from the blog' })).not.toBeInTheDocument();
  });
});
