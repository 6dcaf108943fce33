import { Link } from 'react-router-dom';
import { deleteUser, useUsers, type User } from '#src/api/users';
import { TextField } from '#src/components/TextField';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { DataTable, type Column } from '../shared/DataTable';
import { FiltersBar } from '../shared/FiltersBar';
import { formatDateTime } from '../shared/format';
import { SelectField } from '#src/components/SelectField';
import { confirmDelete } from '../shared/rowActions';
import { useListParams } from '../shared/useListParams';
import { useSignedInUser } from '../signedIn';
import { USER_CREATE, userEditPath } from './userPaths';

const ROLE_OPTIONS = [
  { value: '', label: 'All roles' },
  { value: 'admin', label: 'Admin' },
  { value: 'user', label: 'User' },
];

const FILTERS = ['search', 'role'] as const;

const asRole = (value: string) => (value === 'admin' || value === 'user' ? value : undefined);

/** /admin/user: All Users (SPEC §2). */
export function UsersPage() {
  const { page, filters, setPage, setFilters } = useListParams(FILTERS);
  const { data, error } = useUsers({ page, search: filters.search, role: asRole(filters.role) });

  const signedIn = useSignedInUser();

  const onDelete = async (user: User) => {
    const name = `${user.first_name} ${user.last_name} (${user.email})`;
    const deleted = await confirmDelete('User', name, () => deleteUser(user._id));
    // The last user of the last page is gone: show the page before, not an empty one.
    if (deleted && data?.users.length === 1 && page > 0) setPage(page - 1);
  };

  const columns: Column<User>[] = [
    { header: 'Name', cell: (user) => user.first_name },
    { header: 'Email', cell: (user) => user.email },
    { header: 'Role', cell: (user) => (user.isAdmin ? 'Admin' : 'User') },
    { header: 'Created On', cell: (user) => formatDateTime(user.createdAt) },
    {
      header: 'Actions',
      cell: (user) => (
        <div className="row-actions">
          <Link className="row-action" to={userEditPath(user._id)} aria-label={`Edit ${user.email}`}>
            Edit
          </Link>
          {/* The server refuses to delete the signed-in administrator's own account: not offered. */}
          {user._id !== signedIn?._id && (
            <button
              type="button"
              className="row-action row-action--danger"
              aria-label={`Delete ${user.email}`}
              onClick={() => void onDelete(user)}
            >
              Delete
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader title="All Users">
        <Link className="button button--primary" to={USER_CREATE}>
          Create
        </Link>
      </AdminPageHeader>
      <FiltersBar label="Filter users" filters={filters} onApply={setFilters}>
        <TextField name="search" label="Name or email" type="search" />
        <SelectField name="role" label="Role" options={ROLE_OPTIONS} />
      </FiltersBar>
      <DataTable
        caption="Users"
        columns={columns}
        rows={data?.users}
        rowKey={(user) => user._id}
        emptyText="No Users Available ..."
        error={error}
        paging={data}
        onPageChange={setPage}
      />
    </>
  );
}
