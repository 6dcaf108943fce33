import { ApiFailure } from '@ivy/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { UsersPage as UsersAnswer, UsersQuery } from '#src/api/users';
import { ADMIN, PLAIN_USER, usersPage } from './usersFixtures';
import { SignedInContext } from '../signedIn';
import { UsersPage } from './UsersPage';
import { dialogs, resetAdminMocks } from '#src/test/adminPages';

const api = vi.hoisted(() => ({
  answer: undefined as UsersAnswer | undefined,
  useUsers: vi.fn(),
  deleteUser: vi.fn(),
}));
vi.mock('#src/api/users', () => ({
  useUsers: (query: UsersQuery) => {
    api.useUsers(query);
    return { data: api.answer };
  },
  deleteUser: api.deleteUser,
}));

vi.mock('#src/components/dialogs', () => import('#src/test/adminPages').then((kit) => kit.dialogs));

function renderList(answer: UsersAnswer) {
  api.answer = answer;
  render(
    <MemoryRouter initialEntries={['/admin/user']}>
      <UsersPage />
    </MemoryRouter>,
  );
}

const lastQuery = () => api.useUsers.mock.calls.at(-1)?.[0];

beforeEach(() => {
  resetAdminMocks();
});

describe('UsersPage (SPEC §2 All Users)', () => {
  it("says 'No Users Available ...' when there are none, with no pagination", () => {
    renderList(usersPage([]));
    expect(screen.getByText('No Users Available ...')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('lists name, email, role, created on (Dublin time) and actions; one page shows no pagination', () => {
    renderList(usersPage([ADMIN, PLAIN_USER]));
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Role', 'Created On', 'Actions']);
    const [, adminRow, userRow] = screen.getAllByRole('row');
    expect(within(adminRow).getByText('Aoife')).toBeVisible();
    expect(within(adminRow).getByText('Admin')).toBeVisible();
    expect(within(adminRow).getByText('15/01/2026, 10:30')).toBeVisible();
    expect(within(userRow).getByText('User')).toBeVisible();
    expect(within(userRow).getByRole('link', { name: 'Edit ciara@example.ie' })).toHaveAttribute(
      'href',
      `/admin/user/edit/${PLAIN_USER._id}`,
    );
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/admin/user/create');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows pagination past one page and asks for the page chosen', async () => {
    renderList(usersPage([ADMIN], { total_pages: 3, total_items: 21 }));
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pagination).toHaveTextContent('of 3');
    expect(lastQuery()).toMatchObject({ page: 0 });
    await userEvent.click(within(pagination).getByRole('button', { name: 'Next page' }));
    expect(lastQuery()).toMatchObject({ page: 1 });
  });

  it('filters by name or email and role', async () => {
    renderList(usersPage([ADMIN]));
    await userEvent.type(screen.getByLabelText('Name or email'), 'aoife');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Admin');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(lastQuery()).toEqual({ page: 0, search: 'aoife', role: 'admin' });
  });

  it('asks before deleting, then confirms it', async () => {
    api.deleteUser.mockResolvedValue({ ok: true, message: 'User has been deleted.', errors: {} });
    renderList(usersPage([ADMIN, PLAIN_USER]));
    await userEvent.click(screen.getByRole('button', { name: 'Delete ciara@example.ie' }));
    expect(dialogs.confirmDanger).toHaveBeenCalledWith({
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      subject: 'Ciara Byrne (ciara@example.ie)',
      confirmButtonText: 'Yes, delete it!',
    });
    expect(api.deleteUser).toHaveBeenCalledWith(PLAIN_USER._id);
    expect(dialogs.showSuccess).toHaveBeenCalledWith('Deleted!', 'User has been deleted.');
  });

  it("offers no Delete on the signed-in administrator's own row, which the server would refuse", () => {
    api.answer = usersPage([ADMIN, PLAIN_USER]);
    render(
      <SignedInContext value={ADMIN}>
        <MemoryRouter initialEntries={['/admin/user']}>
          <UsersPage />
        </MemoryRouter>
      </SignedInContext>,
    );
    expect(screen.queryByRole('button', { name: `Delete ${ADMIN.email}` })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete ciara@example.ie' })).toBeVisible();
  });

  it("shows the server's refusal (the caller's own account) as 'Error!'", async () => {
    const message = 'You cannot delete your own account. Ask another administrator.';
    api.deleteUser.mockRejectedValue(new ApiFailure(422, { ok: false, message, errors: {} }));
    renderList(usersPage([ADMIN]));
    await userEvent.click(screen.getByRole('button', { name: 'Delete aoife.byrne@example.ie' }));
    expect(dialogs.showError).toHaveBeenCalledWith('Error!', message);
    expect(dialogs.showSuccess).not.toHaveBeenCalled();
  });
});
