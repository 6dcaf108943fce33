import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, okEnvelope, renderPage, requestedPaths } from '../../test/pageHarness';
import { blogPage, card } from './blogFixtures';
import { BlogPage } from './BlogPage';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

const TAGS = {
  ...okEnvelope,
  tags: [
    { tag: 'saving-money', count: 2 },
    { tag: 'nct', count: 1 },
  ],
};
const FEATURED = card('Cheaper cover', { featured: true });
const OTHERS = [card('NCT checklist', { tags: ['nct'] }), card('Winter driving')];

/** Answers the tags, and any list with `list` (noting what was asked). */
function answer(list = blogPage([FEATURED, ...OTHERS], { total_pages: 3, total_items: 30 })) {
  fetchMock.mockImplementation((request) => {
    return new URL(request.url).pathname.endsWith('/tags') ? json(TAGS) : json(list);
  });
}

const listRequests = () => requestedPaths(fetchMock).filter((path) => !path.endsWith('/tags'));

beforeEach(() => {
  fetchMock.mockReset();
});

describe('BlogPage', () => {
  it('shows the preloaded first page at once, the featured post first and wide, with responsive covers', async () => {
    answer();
    renderPage(<BlogPage />, {
      path: '/blog',
      preloaded: {
        '/api/v1/posts/blog': blogPage([FEATURED, ...OTHERS], { total_pages: 3, total_items: 30 }),
      },
    });
    const posts = screen.getAllByRole('listitem').filter((item) => item.classList.contains('blog-card'));
    expect(posts.map((post) => within(post).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Cheaper cover',
      'NCT checklist',
      'Winter driving',
    ]);
    expect(posts[0]).toHaveClass('blog-card--featured');
    const featuredCover = within(posts[0]).getByRole('img', { name: 'Cover of Cheaper cover' });
    expect(featuredCover).toHaveAttribute('sizes', '(min-width: 72rem) 72rem, 100vw');
    const cover = within(posts[1]).getByRole('img', { name: 'Cover of NCT checklist' });
    expect(cover).toHaveAttribute('width', '1600');
    expect(cover).toHaveAttribute('height', '900');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover.getAttribute('srcset')).toContain('/uploads/nct-checklist-320.webp 320w');
    expect(cover).toHaveAttribute('sizes', '(min-width: 72rem) 23rem, (min-width: 40rem) 45vw, 100vw');
    expect(within(posts[1]).getByRole('link', { name: 'NCT checklist' })).toHaveAttribute(
      'href',
      '/blog/post/nct-checklist',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing 30 posts');
    await waitFor(() => expect(requestedPaths(fetchMock)).toEqual(['/api/v1/posts/blog/tags']));
  });

  it('filters by a tag chip and pages on, keeping the tag', async () => {
    answer();
    renderPage(<BlogPage />, { path: '/blog' });
    await userEvent.click(await screen.findByRole('button', { name: 'nct' }));
    await waitFor(() => expect(listRequests().at(-1)).toBe('/api/v1/posts/blog?tag=nct'));
    expect(screen.getByRole('button', { name: 'nct' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listRequests().at(-1)).toBe('/api/v1/posts/blog?page=1&tag=nct'));
  });

  it('searches once typing pauses', async () => {
    answer();
    renderPage(<BlogPage />, { path: '/blog' });
    await userEvent.type(screen.getByLabelText('Search the blog'), 'winter tyres');
    await waitFor(() => expect(listRequests().at(-1)).toBe('/api/v1/posts/blog?search=winter%20tyres'));
    expect(listRequests().filter((path) => path.includes('search='))).toHaveLength(1);
  });

  it('says when nothing matches and offers the whole blog back', async () => {
    answer(blogPage([]));
    renderPage(<BlogPage />, { path: '/blog?search=zebra' });
    expect(await screen.findByText('No posts match your search.')).toBeVisible();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Show all posts' }));
    await waitFor(() => expect(listRequests().at(-1)).toBe('/api/v1/posts/blog'));
  });

  it('explains a page past the last instead of showing an empty grid', async () => {
    answer(blogPage([], { page: 5, total_pages: 3, total_items: 30 }));
    renderPage(<BlogPage />, { path: '/blog?page=6' });
    expect(await screen.findByText('There is no page 6: the blog has 3 pages.')).toBeVisible();
  });
});
