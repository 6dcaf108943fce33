import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Post } from '#src/api/posts';
import { json, okEnvelope, renderPage } from '#src/test/pageHarness';
import { PostCreatePage } from './PostCreatePage';
import { PostEditPage } from './PostEditPage';
import { post } from './postsFixtures';
import { AUTOSAVE_DELAY_MS } from './useAutosave';
import { dialogs } from '#src/test/adminPages';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});
vi.mock('#src/components/dialogs', () => import('#src/test/adminPages').then((kit) => kit.dialogs));

const DRAFT = post('Winter tyres', { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', slug: 'winter-tyres' });

interface Call {
  method: string;
  path: string;
  body?: Record<string, unknown>;
}
let calls: Call[] = [];
/** Autosaves wait for this, so a test can look at the editor while one is on its way. */
let autosaveGate: Promise<void> = Promise.resolve();

/** A small server: the post as last written, answering every editor call. */
function serve(initial: Post) {
  let current = initial;
  fetchMock.mockImplementation(async (request) => {
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    calls.push({ method: request.method, path, body });
    if (request.method === 'PATCH') await autosaveGate;
    if (path === '/api/v1/posts/tags') return json({ ...okEnvelope, tags: [{ tag: 'winter', count: 1 }] });
    if (request.method === 'POST' && path === '/api/v1/posts') {
      current = { ...current, ...body, _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', slug: 'new-post' } as Post;
      return json({ ...okEnvelope, item: current }, 201);
    }
    if (path.endsWith('/publish'))
      current = { ...current, status: 'published', publishAt: new Date().toISOString() };
    else if (path.endsWith('/schedule'))
      current = { ...current, status: 'scheduled', publishAt: body?.publishAt as string };
    else if (request.method !== 'GET') current = { ...current, ...body } as Post;
    return json({ ...okEnvelope, currentPost: current });
  });
}

const renderEditor = (path = `/admin/posts/edit/${DRAFT._id}`) =>
  renderPage(
    <Routes>
      <Route path="/admin/posts" element={<p>The list of posts</p>} />
      <Route path="/admin/posts/create" element={<PostCreatePage />} />
      <Route path="/admin/posts/edit/:id" element={<PostEditPage />} />
    </Routes>,
    { path },
  );

const writes = () => calls.filter((call) => call.method !== 'GET');

/** The pause in editing that starts an autosave, without waiting for it in real time. */
const pauseEditing = () => act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));

let user: UserEvent;

beforeEach(() => {
  // The autosave delay is on the fake clock: a test advances it when autosave is the subject. It also
  // follows real time, which the page's fetches, SWR and Testing Library's waits need.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  fetchMock.mockReset();
  calls = [];
  autosaveGate = Promise.resolve();
  localStorage.clear();
  vi.clearAllMocks();
});
afterEach(() => vi.useRealTimers());

describe('the post editor', () => {
  it('loads the post into the fields and the rich text editor', async () => {
    serve(DRAFT);
    renderEditor();
    expect(await screen.findByLabelText('Title')).toHaveValue('Winter tyres');
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveTextContent('Body text.');
    expect(screen.getByText('Draft')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Cover of Winter tyres' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Tags of this post' })).toHaveTextContent('saving-money');
  });

  it('autosaves an edit, keeps a copy in the browser until the server has it, then says when it saved', async () => {
    serve(DRAFT);
    renderEditor();
    let release = () => undefined as void;
    autosaveGate = new Promise((resolve) => (release = resolve));
    const title = await screen.findByLabelText('Title');
    // One change (a paste), so no autosave can start part-way through, however slow the machine.
    await user.click(title);
    await user.paste(' in Ireland');
    expect(screen.getByText(/^(Unsaved changes|Saving…)$/)).toBeVisible();
    expect(localStorage.getItem(`ivy.post-draft.${DRAFT._id}`)).toContain('Winter tyres in Ireland');
    await pauseEditing();
    await waitFor(() =>
      expect(writes()).toEqual([
        expect.objectContaining({
          method: 'PATCH',
          path: `/api/v1/posts/${DRAFT._id}/draft`,
          body: expect.objectContaining({ title: 'Winter tyres in Ireland' }),
        }),
      ]),
    );
    expect(writes()[0].body).not.toHaveProperty('slug');
    expect(await screen.findByText('Saving…')).toBeVisible();
    expect(localStorage.getItem(`ivy.post-draft.${DRAFT._id}`)).toContain('Winter tyres in Ireland');
    release();
    expect(await screen.findByText(/^Saved at \d\d:\d\d:\d\d$/)).toBeVisible();
    expect(writes()).toHaveLength(1);
    // The copy is dropped by an effect of the render that shows "Saved at", which can run after it.
    await waitFor(() => expect(localStorage.getItem(`ivy.post-draft.${DRAFT._id}`)).toBeNull());
  });

  it('restores edits this browser had not saved', async () => {
    serve(DRAFT);
    localStorage.setItem(
      `ivy.post-draft.${DRAFT._id}`,
      JSON.stringify({ values: { title: 'Typed before the tab closed' }, at: new Date().toISOString() }),
    );
    renderEditor();
    expect(await screen.findByLabelText('Title')).toHaveValue('Typed before the tab closed');
    expect(screen.getByText('Unsaved changes from this browser were restored.')).toBeVisible();
    await pauseEditing();
    await waitFor(() =>
      expect(writes()).toEqual([
        expect.objectContaining({
          method: 'PATCH',
          body: expect.objectContaining({ title: 'Typed before the tab closed' }),
        }),
      ]),
    );
  });

  it('adds a tag, then publishes: every field saved first, then live', async () => {
    serve(DRAFT);
    renderEditor();
    await user.type(await screen.findByLabelText('Tags'), 'Road Safety{Enter}');
    expect(screen.getByRole('button', { name: 'Remove tag road-safety' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Post published.')).toBeVisible();
    // The fake clock follows real time too, so on a busy machine autosave may send the tag before the
    // click; publishing waits for that save, and its own writes are the last two.
    const [save, publish] = writes().slice(-2);
    expect(save).toMatchObject({
      method: 'PUT',
      body: { tags: ['saving-money', 'road-safety'], featured: false },
    });
    expect(publish).toMatchObject({ method: 'POST', path: `/api/v1/posts/${DRAFT._id}/publish` });
    expect(screen.getByText('Published')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update live post' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  });

  it('schedules for a time in the future only', async () => {
    serve(DRAFT);
    renderEditor();
    const when = await screen.findByLabelText('Publish at (your local time)');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByText('Choose a date and time in the future to schedule the post.')).toBeVisible();
    expect(writes()).toEqual([]);

    const later = new Date(Date.now() + 3_600_000);
    later.setSeconds(0, 0);
    const local = new Date(later.getTime() - later.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
    await user.type(when, local);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(/^Post scheduled for /)).toBeVisible();
    expect(writes().at(-1)).toMatchObject({
      path: `/api/v1/posts/${DRAFT._id}/schedule`,
      body: { publishAt: later.toISOString() },
    });
  });

  it('shows a live post with its pending changes, which can be published or discarded', async () => {
    const live = post('Winter tyres', {
      _id: DRAFT._id,
      status: 'published',
      publishAt: '2026-01-20T09:00:00.000Z',
      hasDraftChanges: true,
      draftChanges: { title: 'Winter tyres: the 2026 guide' },
      draftChangesAt: '2026-01-21T09:00:00.000Z',
    });
    serve(live);
    dialogs.confirmDanger.mockResolvedValue(true);
    renderEditor();
    expect(await screen.findByLabelText('Title')).toHaveValue('Winter tyres: the 2026 guide');
    expect(screen.getByText(/not yet live: publish the changes/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publish changes' })).toBeVisible();

    fetchMock.mockImplementationOnce(async (request) => {
      calls.push({ method: request.method, path: new URL(request.url).pathname });
      return json({ ...okEnvelope, currentPost: { ...live, hasDraftChanges: false, draftChanges: null } });
    });
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Winter tyres'));
    expect(writes()).toEqual([{ method: 'DELETE', path: `/api/v1/posts/${DRAFT._id}/draft` }]);
    // The title follows the answer at once; the buttons follow the saved state a render later.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Publish changes' })).not.toBeInTheDocument(),
    );
  });

  it('saves a draft explicitly, address and featured flag included', async () => {
    serve(DRAFT);
    renderEditor();
    await user.click(await screen.findByLabelText('Featured (shown first on the blog)'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeVisible();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: expect.objectContaining({ slug: 'winter-tyres', featured: true }),
      }),
    ]);
  });

  it('deletes only once confirmed', async () => {
    serve(DRAFT);
    dialogs.confirmDanger.mockResolvedValue(true);
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE' })]));
    expect(dialogs.confirmDanger).toHaveBeenCalled();
    expect(await screen.findByText('The list of posts')).toBeVisible();
  });

  it('creates the post once it has a title and carries on editing it', async () => {
    serve(DRAFT);
    renderEditor('/admin/posts/create');
    expect(screen.getByText('New post')).toBeVisible();
    // Nothing is saved yet, and the status says only that.
    expect(screen.getByText(/^Not saved yet: give the post a title/)).toBeVisible();
    expect(screen.queryByText('All changes saved')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Title'));
    await user.paste('New post');
    await pauseEditing();
    await waitFor(() =>
      expect(writes()).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: '/api/v1/posts',
          body: expect.objectContaining({ title: 'New post' }),
        }),
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Edit a post' })).toBeVisible();
  });
});
