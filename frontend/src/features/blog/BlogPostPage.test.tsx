import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { json, okEnvelope, renderPage } from '../../test/pageHarness';
import { blogPost, card } from './blogFixtures';
import { BlogPostPage } from './BlogPostPage';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

const HOSTILE_BODY =
  '<p>Safe <a href="javascript:alert(1)">bad link</a> <a href="https://rsa.ie" target="_blank">RSA</a></p>' +
  '<script>window.hacked = true</script><img src="/uploads/0123456789abcdef0123-960.webp" alt="Inline" width="960" height="540" onerror="window.hacked = true">';

const ANSWER = {
  ...okEnvelope,
  currentPost: blogPost('Penalty points explained', {
    body: HOSTILE_BODY,
    tags: ['penalty-points', 'learner-drivers'],
    seoTitle: 'Penalty points in Ireland',
    seoDescription: 'What each offence costs.',
  }),
  related: [card('Learner costs'), card('NCT checklist')],
};

const KEY = '/api/v1/posts/blog/post/penalty-points-explained';

const renderPost = (preloaded: Record<string, unknown> = {}, path = '/blog/post/penalty-points-explained') =>
  renderPage(
    <Routes>
      <Route path="/blog/post/:id" element={<BlogPostPage />} />
    </Routes>,
    { path, preloaded },
  );

beforeEach(() => {
  fetchMock.mockReset();
});

describe('BlogPostPage', () => {
  it('shows the post with its meta, cover, tags and related posts', async () => {
    renderPost({ [KEY]: ANSWER });
    expect(screen.getByRole('heading', { level: 1, name: 'Penalty points explained' })).toBeVisible();
    expect(screen.getByText(/By Aoife Byrne/)).toHaveTextContent(
      'By Aoife Byrne · 11 November 2026 · 3 min read',
    );
    const cover = screen.getByRole('img', { name: 'Cover of Penalty points explained' });
    expect(cover).toHaveAttribute('sizes', '(min-width: 48rem) 48rem, 100vw');
    expect(cover).toHaveAttribute('width', '1600');
    const topics = screen.getByRole('list', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: 'learner drivers' })).toHaveAttribute(
      'href',
      '/blog?tag=learner-drivers',
    );
    const related = screen.getByRole('region', { name: 'Related posts' });
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Learner costs', 'NCT checklist']);
    await waitFor(() => expect(document.title).toBe('Penalty points in Ireland | Ivy Car Insurance'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'What each offence costs.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renders the body safely: no script, no event handler, no javascript: link', () => {
    renderPost({ [KEY]: ANSWER });
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(within(article).getByText('bad link')).not.toHaveAttribute('href', 'javascript:alert(1)');
    expect(within(article).getByRole('link', { name: 'RSA' })).toHaveAttribute('rel', 'noopener noreferrer');
    const inline = within(article).getByRole('img', { name: 'Inline' });
    expect(inline).toHaveAttribute('loading', 'lazy');
    expect(inline.getAttribute('srcset')).toBe(
      '/uploads/0123456789abcdef0123-320.webp 320w, /uploads/0123456789abcdef0123-640.webp 640w, /uploads/0123456789abcdef0123-960.webp 960w',
    );
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('says so when the post does not exist, with a way back to the blog', async () => {
    fetchMock.mockImplementation(() => json({ ok: false, message: 'Post not found.', errors: {} }, 404));
    renderPost({}, '/blog/post/gone');
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
  });
});
