import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JargonQuery, JargonTerm } from '#src/api/content';
import { JargonCreatePage, JargonEditPage, JargonPage } from './JargonPages';
import { deleteRowConfirmed, dialogs, renderAdminAt, resetAdminMocks } from '#src/test/adminPages';

const TERM: JargonTerm = {
  _id: '65f0c0ffee0000000000j001',
  term: 'No claims bonus',
  definition: 'A discount for years without a claim.',
};

const api = vi.hoisted(() => ({
  rows: [] as unknown[],
  useAdminJargon: vi.fn(),
  createJargonTerm: vi.fn(),
  updateJargonTerm: vi.fn(),
  deleteJargonTerm: vi.fn(),
}));
vi.mock('#src/api/content', () => ({
  useAdminJargon: (query: JargonQuery) => {
    api.useAdminJargon(query);
    return { data: { data: api.rows, page: 0, total_pages: 1 } };
  },
  useAdminJargonTerm: () => ({ data: TERM }),
  createJargonTerm: api.createJargonTerm,
  updateJargonTerm: api.updateJargonTerm,
  deleteJargonTerm: api.deleteJargonTerm,
}));

vi.mock('#src/components/dialogs', () => import('#src/test/adminPages').then((kit) => kit.dialogs));

const ROUTES = {
  '/admin/jargon': <JargonPage />,
  '/admin/jargon/create': <JargonCreatePage />,
  '/admin/jargon/edit/:id': <JargonEditPage />,
};

const renderAt = (path: string) => renderAdminAt(path, ROUTES);

beforeEach(() => {
  resetAdminMocks();
  api.rows = [];
});

describe('JargonPage', () => {
  it('says so when there are no terms', () => {
    renderAt('/admin/jargon');
    expect(screen.getByText('No Terms Available ...')).toBeVisible();
  });

  it('filters by words and first letter; deletes after confirmation', async () => {
    api.rows = [TERM];
    api.deleteJargonTerm.mockResolvedValue({ ok: true, message: 'Deleted', errors: {} });
    renderAt('/admin/jargon');
    await userEvent.selectOptions(screen.getByLabelText('First letter'), 'N');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(api.useAdminJargon.mock.calls.at(-1)?.[0]).toEqual({ page: 0, search: '', letter: 'N' });
    await deleteRowConfirmed({
      button: 'Delete No claims bonus',
      remove: api.deleteJargonTerm,
      id: TERM._id,
      noun: 'Term',
    });
  });
});

describe('jargon form', () => {
  it('creates a term', async () => {
    api.createJargonTerm.mockResolvedValue({ ok: true, message: 'Term created.', errors: {} });
    renderAt('/admin/jargon/create');
    await userEvent.type(screen.getByLabelText('Term'), 'Excess');
    await userEvent.type(screen.getByLabelText('Definition'), 'The part of a claim you pay.');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(api.createJargonTerm).toHaveBeenCalledWith({
      term: 'Excess',
      definition: 'The part of a claim you pay.',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jargon Buster' })).toBeVisible();
  });

  it('updates a term', async () => {
    api.updateJargonTerm.mockResolvedValue({ ok: true, message: 'Term updated.', errors: {} });
    renderAt(`/admin/jargon/edit/${TERM._id}`);
    await userEvent.clear(screen.getByLabelText('Definition'));
    await userEvent.type(screen.getByLabelText('Definition'), 'A discount.');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(api.updateJargonTerm).toHaveBeenCalledWith(TERM._id, {
      term: TERM.term,
      definition: 'A discount.',
    });
    expect(dialogs.showSuccess).toHaveBeenCalledWith('Success!', 'Term updated.');
  });
});
