import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { PostSummary, PostsQuery } from '#src/api/posts';
import { blogPage } from '../../blog/blogFixtures';
import { postSummary } from './postsFixtures';
import { PostsPage } from './PostsPage';
import { dialogs, resetAdminMocks } from '#src/test/adminPages';

const api = vi.hoisted(() => ({
  answer: undefined as unknown,
  usePosts: vi.fn(),
  deletePost: vi.fn(),
}));
vi.mock('#src/api/posts', () => ({
  usePosts: (query: PostsQuery) => {
    api.usePosts(query);
    return { data: api.answer };
  },
  usePostTags: () => ({ data: { tags: [{ tag: 'nct', count: 2 }] } }),
  deletePost: api.deletePost,
}));

vi.mock('#src/components/dialogs', () => import('#src/test/adminPages').then((kit) => kit.dialogs));

const page = (items: PostSummary[], paging = {}) => blogPage(items, { page_size: 10, ...paging });

const SCHEDULED = postSummary('Winter tyres', {
  status: 'scheduled',
  publishAt: '2026-12-01T09:00:00.000Z',
  tags: ['winter', 'nct'],
});
const LIVE = postSummary('NCT checklist', { status: 'published', featured: true, hasDraftChanges: true });

function renderList(answer: unknown, path = '/admin/posts') {
  api.answer = answer;
  render(
    <MemoryRouter initialEntries={[path]}>
      <PostsPage />
    </MemoryRouter>,
  );
}

const lastQuery = () => api.usePosts.mock.calls.at(-1)?.[0];

beforeEach(() => {
  resetAdminMocks();
});

describe('PostsPage', () => {
  it('lists posts with status, tags, author, created on and actions', () => {
    renderList(page([SCHEDULED, LIVE]));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Title',
      'Status',
      'Tags',
      'Author',
      'Created On',
      'Actions',
    ]);
    const [, scheduledRow, liveRow] = screen.getAllByRole('row');
    expect(within(scheduledRow).getByText('Scheduled for 01/12/2026, 09:00')).toBeVisible();
    expect(within(scheduledRow).getByText('winter, nct')).toBeVisible();
    expect(within(liveRow).getByText('Published')).toBeVisible();
    expect(liveRow).toHaveTextContent('(changes pending)');
    expect(within(liveRow).getByRole('link', { name: 'Edit NCT checklist' })).toHaveAttribute(
      'href',
      `/admin/posts/edit/${LIVE._id}`,
    );
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/admin/posts/create');
  });

  it('says so when there are no posts', () => {
    renderList(page([]));
    expect(screen.getByText('No Posts Available ...')).toBeVisible();
  });

  it('searches, filters by status and tag, and sorts', async () => {
    renderList(page([LIVE]));
    expect(lastQuery()).toEqual({ page: 0, search: '', status: undefined, tag: undefined, sort: undefined });
    await userEvent.type(screen.getByLabelText('Title or excerpt'), 'nct');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Scheduled');
    await userEvent.selectOptions(screen.getByLabelText('Tag'), 'nct (2)');
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'Title A–Z');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(lastQuery()).toEqual({ page: 0, search: 'nct', status: 'scheduled', tag: 'nct', sort: 'title' });
  });

  it('pages through the list', async () => {
    renderList(page([LIVE], { total_pages: 4, total_items: 31 }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(lastQuery()).toMatchObject({ page: 1 });
  });

  it('deletes a post only once confirmed', async () => {
    renderList(page([LIVE]));
    dialogs.confirmDanger.mockResolvedValueOnce(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete NCT checklist' }));
    expect(api.deletePost).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete NCT checklist' }));
    expect(dialogs.confirmDanger).toHaveBeenLastCalledWith({
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      subject: 'NCT checklist',
      confirmButtonText: 'Yes, delete it!',
    });
    expect(api.deletePost).toHaveBeenCalledWith(LIVE._id);
    expect(dialogs.showSuccess).toHaveBeenCalledWith('Deleted!', 'Post has been deleted.');
  });
});
